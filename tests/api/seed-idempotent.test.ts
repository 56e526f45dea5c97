import { execFileSync } from "node:child_process"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { inject } from "vitest"
import { CATALOGUE } from "../../backend/src/seed/catalogue"
import { CATEGORIES } from "../../backend/src/seed/categories"
import { REGIONS } from "../../backend/src/seed/regions"
import { sql } from "./support/db"

const HANDLES = CATALOGUE.map((p) => p.handle)
const REGION_NAMES = REGIONS.map((r) => r.name)

/** Row counts of what the seed owns (other test files create their own rows in parallel). */
const SEEDED: Record<string, [string, unknown[]]> = {
  regions: ["select count(*) from region where name = any($1)", [REGION_NAMES]],
  countries: ["select count(*) from country c join region r on r.id = c.region_id where r.name = any($1)", [REGION_NAMES]],
  shippingOptions: ["select count(*) from shipping_option s join region r on r.id = s.region_id where r.name = any($1)", [REGION_NAMES]],
  products: ["select count(*) from product where handle = any($1)", [HANDLES]],
  variants: ["select count(*) from product_variant v join product p on p.id = v.product_id where p.handle = any($1)", [HANDLES]],
  prices: [
    "select count(*) from money_amount m join product_variant_money_amount l on l.money_amount_id = m.id join product_variant v on v.id = l.variant_id join product p on p.id = v.product_id where p.handle = any($1)",
    [HANDLES],
  ],
  staff: ["select count(*) from public.user where email = 'admin@example.com'", []],
  categories: ["select count(*) from product_category where handle = any($1)", [CATEGORIES.map((c) => c.handle)]],
  categoryLinks: [
    "select count(*) from product_category_product l join product p on p.id = l.product_id join product_category c on c.id = l.product_category_id where p.handle = any($1) and c.handle = any($2)",
    [HANDLES, CATEGORIES.map((c) => c.handle)],
  ],
  images: ["select count(*) from product_images l join product p on p.id = l.product_id where p.handle = any($1)", [HANDLES]],
  shippingOptionNames: [
    "select count(*) from store_translation t join shipping_option s on s.id = t.subject_id join region r on r.id = s.region_id where t.subject_type = 'shipping_option' and r.name = any($1)",
    [REGION_NAMES],
  ],
  productTexts: [
    "select count(*) from store_translation t join product p on p.id = t.subject_id where t.subject_type = 'product' and p.handle = any($1)",
    [HANDLES],
  ],
  stores: ["select count(*) from store", []],
}

async function counts() {
  const result: Record<string, number> = {}
  for (const [name, [text, params]] of Object.entries(SEEDED)) {
    const [row] = await sql<{ count: string }>(text, params)
    result[name] = Number(row.count)
  }
  return result
}

describe("seed", () => {
  it("changes nothing when run a second time", async () => {
    const before = await counts()
    expect(before.products).toBe(HANDLES.length)
    expect(before.regions).toBe(REGION_NAMES.length)
    expect(before.categories).toBe(CATEGORIES.length)
    expect(before.images).toBe(HANDLES.length)
    const output = execFileSync(process.execPath, ["dist/scripts/seed.js"], {
      cwd: path.resolve("backend"),
      env: { ...process.env, DATABASE_URL: inject("databaseUrl"), LOG_LEVEL: "error", ADMIN_UI: "false", NODE_ENV: "development" },
      encoding: "utf8",
    })
    const report = JSON.parse(/seed: (.*)/.exec(output)![1])
    expect(report).toMatchObject({ regions: 0, shippingOptions: 0, products: 0, users: 0 })
    // later steps (demo customers and clinics, …) count only what they create
    expect(Object.entries(report.extra).filter(([, created]) => created !== 0)).toEqual([])
    expect(await counts()).toEqual(before)
  }, 300_000)
})
