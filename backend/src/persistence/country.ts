import { queryRows, type Db } from "./db"

/** The countries the store serves: those a (not deleted) region lists (ISO 3166-1 alpha-2, lower-case, sorted). */
export async function servedCountryCodes(db: Db): Promise<string[]> {
  const rows = await queryRows<{ iso_2: string }>(db, `select c.iso_2 from country c join region r on r.id = c.region_id and r.deleted_at is null order by c.iso_2`)
  return rows.map((row) => row.iso_2.toLowerCase())
}
