import pg from "pg"
import { describe, expect, inject, it } from "vitest"

/**
 * Lookups that must not read a whole table as a lab's data grows. The test database holds a handful of rows, where
 * a sequential scan is rightly cheaper, so each plan is asked with sequential scans discouraged: it names an index
 * only when an index can serve the predicate at all.
 */
async function planOf(query: string, params: unknown[], setup: string[] = []): Promise<string> {
  const client = new pg.Client({ connectionString: inject("databaseUrl") })
  await client.connect()
  try {
    await client.query("begin")
    for (const statement of setup) await client.query(statement)
    await client.query("set local enable_seqscan = off")
    const { rows } = await client.query(`explain ${query}`, params)
    await client.query("rollback")
    return rows.map((row: { "QUERY PLAN": string }) => row["QUERY PLAN"]).join("\n")
  } finally {
    await client.end()
  }
}

/**
 * The staff clinics search (`GET /admin/clinics?q=`) matches any part of a clinic's name or billing email
 * (ClinicService.list: `name ilike '%q%' or billing_email ilike '%q%'`): trigram indexes serve both sides.
 */
describe("staff clinics search", () => {
  it("finds contained text in the name and the billing email through trigram indexes, without reading every clinic", async () => {
    // the search's count, which has to find every match
    const plan = await planOf(`select count(*) from clinic where name ilike $1 or billing_email ilike $1`, ["%aarhus%"])
    expect(plan).toMatch(/Bitmap Index Scan on "?IDX_clinic_name_trgm"?/)
    expect(plan).toMatch(/Bitmap Index Scan on "?IDX_clinic_billing_email_trgm"?/)
  })
})

/** The language of mail to an address (mail/recipients.ts: the customer by `lower(email)`), on every placed order. */
describe("customer by email, whatever its case", () => {
  it("reads the one expression index on lower(email)", async () => {
    // Thousands of customers (rolled back with their statistics): with a handful, a walk over Medusa's own
    // (email, has_account) index is as cheap as any lookup.
    const manyCustomers = [
      `insert into customer (id, email, has_account) select 'cus_lookup_' || n, 'lookup-' || n || '@example.test', true from generate_series(1, 5000) n`,
      "analyze customer",
    ]
    const plan = await planOf(
      `select metadata ->> 'locale' as locale from customer where lower(email) = lower($1) and has_account and deleted_at is null`,
      ["Someone@Example.com"],
      manyCustomers
    )
    // IDX_customer_email_prefix (lower(email) text_pattern_ops, LabOrderSearch1764900000200) serves the equality too.
    expect(plan).toMatch(/(Index Scan using|Bitmap Index Scan on) "?IDX_customer_email_prefix"?/)
  })
})
