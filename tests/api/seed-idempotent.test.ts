import { execFileSync } from "node:child_process"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { inject } from "vitest"
import { sql } from "./support/db"

const TABLES = ["region", "country", "shipping_option", "product", "product_variant", "money_amount", "public.user", "store"]

async function counts() {
  const result: Record<string, number> = {}
  for (const table of TABLES) {
    const [row] = await sql<{ n: string }>(`select count(*)::text as n from ${table}`)
    result[table] = Number(row.n)
  }
  return result
}

describe("seed", () => {
  it("changes nothing when run a second time", async () => {
    const before = await counts()
    expect(before.product).toBeGreaterThanOrEqual(6)
    const output = execFileSync(process.execPath, ["dist/scripts/seed.js"], {
      cwd: path.resolve("backend"),
      env: { ...process.env, DATABASE_URL: inject("databaseUrl"), LOG_LEVEL: "error" },
      encoding: "utf8",
    })
    const report = JSON.parse(/seed: (.*)/.exec(output)![1])
    expect(report).toMatchObject({ regions: 0, shippingOptions: 0, products: 0, users: 0 })
    expect(report.extra).toMatchObject({ identities: 0 })
    expect(await counts()).toEqual(before)
  }, 60_000)
})
