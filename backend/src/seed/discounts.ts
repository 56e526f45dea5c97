import type { DiscountService, MedusaContainer, RegionService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { discountByCode } from "../persistence/cart-codes"
import type { SeedReport } from "./seed-report"

/** The demo discount code (README's demo section): 10 % off a cart's items in every region. */
const DEMO_DISCOUNT = { code: "WELCOME10", percent: 10 } as const

/** Seeds the demo discount code once; a code staff changed or disabled in the back office stays as they left it. */
export async function seedDemoDiscount(container: MedusaContainer, report: SeedReport): Promise<void> {
  if (await discountByCode(container.resolve<EntityManager>("manager"), DEMO_DISCOUNT.code)) return
  const regions = await container.resolve<RegionService>("regionService").list({})
  await container.resolve<DiscountService>("discountService").create({
    code: DEMO_DISCOUNT.code,
    rule: { type: "percentage" as never, value: DEMO_DISCOUNT.percent, allocation: "total" as never, description: `${DEMO_DISCOUNT.percent} % off` },
    is_dynamic: false,
    is_disabled: false,
    regions: regions.map((region) => region.id),
  })
  report.extra.discounts = (report.extra.discounts ?? 0) + 1
}
