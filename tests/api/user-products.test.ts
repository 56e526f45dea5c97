import { describe, expect, it } from "vitest"
import { request, signedInCustomer } from "./support/client"
import { approvedIndividual, clinicMember, createProduct, individual, productId, regionId } from "./support/commerce-fixtures"

type Product = { handle: string; variants: { calculated_price: number | null; prices: { currency_code: string }[] }[] }
const handles = (body: { products: Product[] }) => body.products.map((p) => p.handle).sort()
/** The seeded catalogue's products in an answer: other test files, running alongside, open products of their own to clinic types. */
const seededHandles = (body: { products: Product[] }) => handles(body).filter((handle) => !handle?.startsWith("test-product-"))

describe("GET /store/user/products/", () => {
  it("lists only the products an approved individual may buy, priced in the region of the billing address", async () => {
    const { agent } = await approvedIndividual()
    const res = await agent.get("/store/user/products/").expect(200)
    expect(handles(res.body)).toEqual(
      expect.arrayContaining(["amh-ovarian-reserve", "asm-pharmacogenomics", "genetic-health-screen", "vitamin-d-thyroid-home-test"])
    )
    expect(handles(res.body)).not.toContain("epilepsy-gene-panel")
    expect(res.body.region_id).toBe(await regionId("usd"))
    expect(res.body.currency_code).toBe("usd")
    expect(res.body.products[0].variants[0].calculated_price).toBeGreaterThan(0)
  })

  it("lists a clinic's products by the clinic's type, priced in the clinic's billing country region", async () => {
    const epilepsy = await clinicMember("Epilepsy Clinic", "member", "approved")
    const res = await epilepsy.agent.get("/store/user/products").expect(200)
    expect(seededHandles(res.body)).toEqual(["asm-pharmacogenomics", "epilepsy-gene-panel", "whole-exome-sequencing"])
    expect(res.body.region_id).toBe(await regionId("usd"))
    const fertility = await clinicMember("Fertility Clinic", "owner", "approved")
    const other = await fertility.agent.get("/store/user/products/").expect(200)
    expect(seededHandles(other.body)).toEqual(["amh-ovarian-reserve", "expanded-carrier-screening", "sperm-dna-fragmentation-kit"])
  })

  it("prices for an explicit region_id and refuses an unknown one (400 naming region_id)", async () => {
    const { agent } = await approvedIndividual()
    const eur = await regionId("eur")
    const res = await agent.get(`/store/user/products/?region_id=${eur}`).expect(200)
    expect(res.body.region_id).toBe(eur)
    expect(res.body.currency_code).toBe("eur")
    expect(res.body.products[0].variants[0].calculated_price).toBeGreaterThan(0)
    const bad = await agent.get("/store/user/products/?region_id=reg_nope").expect(400)
    expect(bad.body).toMatchObject({ type: "invalid_data", message: expect.stringContaining("region_id") })
  })

  it("is empty unless approved", async () => {
    for (const customer of [await individual("awaiting"), await individual("rejected"), await individual(null)]) {
      const res = await customer.agent.get("/store/user/products/").expect(200)
      expect(res.body.products).toEqual([])
    }
    const pendingClinic = await clinicMember("Epilepsy Clinic", "owner", "awaiting")
    expect((await pendingClinic.agent.get("/store/user/products/").expect(200)).body.products).toEqual([])
  })

  it("is gzipped when the client accepts it, plain otherwise", async () => {
    const { agent } = await approvedIndividual()
    const zipped = await agent.get("/store/user/products/").set("Accept-Encoding", "gzip").expect(200)
    expect(zipped.headers["content-encoding"]).toBe("gzip")
    expect(zipped.body.products.length).toBeGreaterThan(0)
    const plain = await agent.get("/store/user/products/").set("Accept-Encoding", "identity").expect(200)
    expect(plain.headers["content-encoding"]).toBeUndefined()
  })

  it("answers 401 without a session", async () => {
    const res = await request().get("/store/user/products/").expect(401)
    expect(res.body.type).toBe("unauthorized")
  })

  it("costs the same number of SQL queries whatever the number of products", async () => {
    const customer = await approvedIndividual()
    // Medusa's tax-rate cache entries live 30 s: one may expire between the warm-up and the measured call on a
    // loaded machine (one extra query to prime it again), so the fewer of two warm calls is the listing's cost.
    const measure = async () => {
      // Cache-Control: no-cache bypasses the read cache (http/read-cache.ts): the listing's own cost is measured.
      const fresh = () => customer.agent.get("/store/user/products/").set("Cache-Control", "no-cache").expect(200)
      await fresh() // warms Medusa's tax-rate cache
      const first = await fresh()
      const second = await fresh()
      const queries = Math.min(Number(first.headers["x-query-count"]), Number(second.headers["x-query-count"]))
      return { products: second.body.products.length as number, queries }
    }
    const before = await measure()
    for (let i = 0; i < 3; i++) await createProduct(["individual"])
    const after = await measure()
    expect(after.products).toBeGreaterThanOrEqual(before.products + 3)
    expect(before.queries).toBeGreaterThan(0)
    expect(after.queries).toBe(before.queries)
    const empty = await (await individual("awaiting")).agent.get("/store/user/products/").expect(200)
    expect(Number(empty.headers["x-query-count"])).toBeLessThan(before.queries)
  })
})

describe("GET /store/user/products/ reads what the list shows", () => {
  it("answers the variants with their region's prices and the option titles, not Medusa's other product relations", async () => {
    const { agent } = await approvedIndividual()
    const res = await agent.get("/store/user/products/").set("Cache-Control", "no-cache").expect(200)
    expect(res.body.products.length).toBeGreaterThan(0)
    for (const product of res.body.products) {
      expect(product).toMatchObject({ id: expect.any(String), title: expect.any(String), handle: expect.any(String) })
      expect(product.options.map((option: { title: string }) => option.title).every(Boolean)).toBe(true)
      for (const variant of product.variants) {
        expect(variant.calculated_price).toBeGreaterThan(0)
        expect(variant.prices.every((price: { currency_code: string }) => price.currency_code === "usd")).toBe(true)
      }
      for (const unread of ["images", "tags", "collection", "type", "profiles"]) expect(product, unread).not.toHaveProperty(unread)
    }
  })
})

describe("GET /store/user/can-purchase/:productId", () => {
  it("says whether the signed-in customer may buy the product", async () => {
    const { agent } = await approvedIndividual()
    const amh = await productId("amh-ovarian-reserve")
    expect((await agent.get(`/store/user/can-purchase/${amh}`).expect(200)).body).toEqual({ product_id: amh, can_purchase: true })
    const panel = await productId("epilepsy-gene-panel")
    expect((await agent.get(`/store/user/can-purchase/${panel}`).expect(200)).body).toEqual({ product_id: panel, can_purchase: false })
  })

  it("is false for customers who are not approved, true for an approved clinic of the right type", async () => {
    const panel = await productId("epilepsy-gene-panel")
    for (const customer of [await individual("awaiting"), await clinicMember("Epilepsy Clinic", "owner", "rejected")]) {
      expect((await customer.agent.get(`/store/user/can-purchase/${panel}`).expect(200)).body.can_purchase).toBe(false)
    }
    const member = await clinicMember("Epilepsy Clinic", "member", "approved")
    expect((await member.agent.get(`/store/user/can-purchase/${panel}`).expect(200)).body.can_purchase).toBe(true)
  })

  it("answers 404 for an unknown product and 401 without a session", async () => {
    const { agent } = await signedInCustomer()
    expect((await agent.get("/store/user/can-purchase/prod_unknown").expect(404)).body.type).toBe("not_found")
    expect((await request().get(`/store/user/can-purchase/${await productId("amh-ovarian-reserve")}`).expect(401)).body.type).toBe("unauthorized")
  })
})
