import { generateEntityId, type MedusaContainer } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { STANDARD_SHIPPING, STANDARD_SHIPPING_NAMES } from "./regions"
import type { SeedReport } from "./seed-store"

/**
 * Names every region's seeded "Standard shipping" option in Danish and Spanish, as staff would in the back office
 * (`store_translation`). Idempotent and never overwrites: a language staff already named the option in stays.
 */
export async function seedShippingOptionNames(container: MedusaContainer, report: SeedReport): Promise<void> {
  const manager = container.resolve<EntityManager>("manager")
  const options: { id: string }[] = await manager.query(`select id from shipping_option where name = $1 and is_return = false and deleted_at is null`, [
    STANDARD_SHIPPING,
  ])
  for (const option of options) {
    for (const [locale, name] of Object.entries(STANDARD_SHIPPING_NAMES)) {
      const inserted: unknown[] = await manager.query(
        `insert into store_translation (id, subject_type, subject_id, locale, fields) values ($1, 'shipping_option', $2, $3, $4::jsonb)
         on conflict (subject_id, subject_type, locale) do nothing returning id`,
        [generateEntityId("", "trans"), option.id, locale, JSON.stringify({ name })]
      )
      report.extra.shippingOptionNames = (report.extra.shippingOptionNames ?? 0) + inserted.length
    }
  }
}
