import type { MedusaContainer } from "@medusajs/medusa"
import type { StoreLocale } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { addTranslationIfMissing, shippingOptionIdsNamed } from "../persistence/store-translation"
import { STANDARD_SHIPPING, STANDARD_SHIPPING_NAMES } from "./regions"
import type { SeedReport } from "./seed-report"

/**
 * Names every region's seeded "Standard shipping" option in Danish and Spanish, as staff would in the back office
 * (`store_translation`). Idempotent and never overwrites: a language staff already named the option in stays.
 */
export async function seedShippingOptionNames(container: MedusaContainer, report: SeedReport): Promise<void> {
  const manager = container.resolve<EntityManager>("manager")
  for (const optionId of await shippingOptionIdsNamed(manager, STANDARD_SHIPPING)) {
    for (const [locale, name] of Object.entries(STANDARD_SHIPPING_NAMES)) {
      const added = await addTranslationIfMissing(manager, "shipping_option", optionId, locale as StoreLocale, { name })
      report.extra.shippingOptionNames = (report.extra.shippingOptionNames ?? 0) + (added ? 1 : 0)
    }
  }
}
