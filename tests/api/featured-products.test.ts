import { beforeAll, describe, expect, it } from "vitest"
import { request } from "./support/client"
import { createProduct, regionId } from "./support/commerce-fixtures"
import { sql } from "./support/db"

type Teaser = { products: { id: string }[]; currency_code: string }

let clinicOnly: string

beforeAll(async () => {
  clinicOnly = await createProduct(["Epilepsy Clinic"])
  await createProduct(["individual"])
})

/** The products among `ids` open to individuals. */
async function openToIndividuals(ids: string[]): Promise<string[]> {
  const rows = await sql<{ product_id: string }>(`select product_id from product_audience where audience = 'individual' and product_id = any($1)`, [ids])
  return rows.map((row) => row.product_id)
}

describe("the home page's teaser shows what a visitor may buy", () => {
  it("lists only products open to individuals (a visitor signs up as one), never a clinic-only test", async () => {
    for (const query of [{ locale: "en" }, { locale: "da" }, { region_id: await regionId("usd") }]) {
      const teaser: Teaser = (await request().get("/store/featured-products").query(query).expect(200)).body
      const ids = teaser.products.map((product) => product.id)
      expect(ids.length).toBeGreaterThan(0)
      expect(ids).not.toContain(clinicOnly)
      expect((await openToIndividuals(ids)).sort()).toEqual([...ids].sort())
    }
  })

  it("prices the Danish teaser in kroner, the currency of the Danish region", async () => {
    const teaser: Teaser = (await request().get("/store/featured-products").query({ locale: "da" }).expect(200)).body
    expect(teaser.currency_code).toBe("dkk")
  })
})
