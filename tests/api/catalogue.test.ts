import { describe, expect, it } from "vitest"
import { CATALOGUE } from "../../backend/src/seed/catalogue"
import { request } from "./support/client"

describe("seeded store on a real Medusa and PostgreSQL", () => {
  it("lists at least four regions, one of them zero-decimal, each with a standard shipping option", async () => {
    const res = await request().get("/store/regions").expect(200)
    const regions = res.body.regions as { id: string; currency_code: string; countries: { iso_2: string }[] }[]
    expect(regions.length).toBeGreaterThanOrEqual(4)
    expect(regions.map((r) => r.currency_code).sort()).toEqual(expect.arrayContaining(["dkk", "eur", "jpy", "usd"]))
    expect(regions.find((r) => r.currency_code === "eur")!.countries.length).toBeGreaterThan(3)
    for (const region of regions) {
      const options = await request().get(`/store/shipping-options?region_id=${region.id}`).expect(200)
      expect(options.body.shipping_options.map((o: { name: string }) => o.name)).toContain("Standard shipping")
    }
  })

  it("lists a catalogue of at least six products with a price in every region's currency", async () => {
    const res = await request().get("/store/products?limit=100").expect(200)
    const seeded = new Set(CATALOGUE.map((p) => p.handle))
    // Other test files add their own products; this test is about the seeded catalogue.
    const products = (res.body.products as { handle: string; variants: { prices: { currency_code: string }[] }[] }[]).filter((p) =>
      seeded.has(p.handle)
    )
    expect(products.length).toBe(seeded.size)
    expect(seeded.size).toBeGreaterThanOrEqual(6)
    expect(products.map((p) => p.handle)).toEqual(expect.arrayContaining(["epilepsy-gene-panel", "sperm-dna-fragmentation-kit"]))
    for (const product of products) {
      expect(product.variants.length).toBeGreaterThan(0)
      for (const variant of product.variants) {
        expect(variant.prices.map((p) => p.currency_code).sort()).toEqual(expect.arrayContaining(["dkk", "eur", "jpy", "usd"]))
      }
    }
  })

  it("lets the seeded staff user sign in to the admin API", async () => {
    const res = await request().post("/admin/auth").send({ email: "admin@example.com", password: "supersecret" }).expect(200)
    expect(res.body.user.email).toBe("admin@example.com")
  })
})
