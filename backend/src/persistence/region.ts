import { queryRows, type Db } from "./db"

/** A region for pricing: its id, currency and default tax rate. */
export type PricingRegionRow = { id: string; currency_code: string; tax_rate: number }

/** The (not deleted) region with this id, or undefined. */
export async function regionById(db: Db, regionId: string): Promise<PricingRegionRow | undefined> {
  return (await queryRows<PricingRegionRow>(db, `select id, currency_code, tax_rate from region where id = $1 and deleted_at is null`, [regionId]))[0]
}

/** The region serving a country (null: none), else the first region; undefined when the store has none. */
export async function regionOfCountryOrFirst(db: Db, countryCode: string | null): Promise<PricingRegionRow | undefined> {
  const rows = await queryRows<PricingRegionRow>(
    db,
    `select r.id, r.currency_code, r.tax_rate from region r left join country c on c.region_id = r.id and c.iso_2 = $1
     where r.deleted_at is null order by (c.iso_2 is not null) desc, r.created_at, r.id limit 1`,
    [countryCode]
  )
  return rows[0]
}

/**
 * The region serving a billing country: `countryCode` when given, else the country of the address `addressId`;
 * undefined when no region serves it.
 */
export async function regionOfBillingCountry(db: Db, countryCode: string | null, addressId: string | null): Promise<PricingRegionRow | undefined> {
  const rows = await queryRows<PricingRegionRow>(
    db,
    `select r.id, r.currency_code, r.tax_rate from country c join region r on r.id = c.region_id and r.deleted_at is null
     where c.iso_2 = lower(coalesce($1, (select a.country_code from address a where a.id = $2)))`,
    [countryCode, addressId]
  )
  return rows[0]
}
