import pg from "pg"
import { describe, expect, inject, it } from "vitest"

/**
 * The staff clinics search (`GET /admin/clinics?q=`) matches any part of a clinic's name or billing email
 * (ClinicService.list: `name ilike '%q%' or billing_email ilike '%q%'`). A lab's thousands of clinics must not be
 * read one by one for it: trigram indexes serve both sides of the `or`. The test database holds a handful of
 * clinics, where a sequential scan is rightly cheaper, so the plan is asked with sequential scans discouraged: it
 * is an index plan only when an index can serve the predicate at all.
 */
async function planOf(query: string, params: unknown[]): Promise<string> {
  const client = new pg.Client({ connectionString: inject("databaseUrl") })
  await client.connect()
  try {
    await client.query("begin")
    await client.query("set local enable_seqscan = off")
    const { rows } = await client.query(`explain ${query}`, params)
    await client.query("rollback")
    return rows.map((row: { "QUERY PLAN": string }) => row["QUERY PLAN"]).join("\n")
  } finally {
    await client.end()
  }
}

describe("staff clinics search", () => {
  it("finds contained text in the name and the billing email through trigram indexes, without reading every clinic", async () => {
    // the search's count, which has to find every match
    const plan = await planOf(`select count(*) from clinic where name ilike $1 or billing_email ilike $1`, ["%aarhus%"])
    expect(plan).toMatch(/Bitmap Index Scan on "?IDX_clinic_name_trgm"?/)
    expect(plan).toMatch(/Bitmap Index Scan on "?IDX_clinic_billing_email_trgm"?/)
  })
})
