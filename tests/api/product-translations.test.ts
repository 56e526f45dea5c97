import { beforeAll, describe, expect, it } from "vitest"
import { request, staff } from "./support/client"
import { approvedIndividual, createProduct, regionId } from "./support/commerce-fixtures"
import { sql } from "./support/db"
import { STANDARD_SHIPPING, STANDARD_SHIPPING_NAMES } from "../../backend/src/seed/regions"
import { CATALOGUE } from "../../backend/src/seed/catalogue"
import { PRODUCT_TEXTS } from "../../backend/src/seed/product-texts"

type Admin = Awaited<ReturnType<typeof staff>>
type Listed = { id: string; title: string; description: string | null; variants: { id: string; title: string }[]; content: Record<string, string> }

let admin: Admin
let product: string
let variants: { id: string; title: string }[]

beforeAll(async () => {
  admin = await staff()
  product = await createProduct(["individual"]) // this file's own product
  variants = (await admin.get(`/admin/products/${product}`).expect(200)).body.product.variants
})

async function listedAs(customer: Awaited<ReturnType<typeof approvedIndividual>>, locale?: string): Promise<Listed> {
  const res = await customer.agent.get("/store/user/products/").query({ region_id: await regionId("usd"), ...(locale ? { locale } : {}) }).expect(200)
  return res.body.products.find((p: Listed) => p.id === product)
}

describe("product texts per language", () => {
  it("staff write a product's and a variant's texts per language; the store serves them, each field falling back to English", async () => {
    const buyer = await approvedIndividual()
    const before = await listedAs(buyer, "da")
    const medusaTitle = before.title
    expect(before.content).toEqual({})

    await admin
      .post(`/admin/translations/product/${product}`)
      .send({ locale: "en", fields: { tested: "AMH in serum", turnaround: "5 working days" } })
      .expect(200)
    const saved = await admin
      .post(`/admin/translations/product/${product}`)
      .send({ locale: "da", fields: { title: "Testprodukt på dansk", tested: "AMH i serum", preparation: "" } })
      .expect(200)
    expect(saved.body).toEqual({
      subject: "product",
      id: product,
      translations: { da: { title: "Testprodukt på dansk", tested: "AMH i serum" }, en: { tested: "AMH in serum", turnaround: "5 working days" } },
    })
    await admin.post(`/admin/translations/variant/${variants[0].id}`).send({ locale: "da", fields: { title: "Ét sæt" } }).expect(200)

    // Danish where staff wrote it, English per field where not, Medusa's own text last; the read cache follows at once.
    const danish = await listedAs(buyer, "da")
    expect(danish.title).toBe("Testprodukt på dansk")
    expect(danish.content).toEqual({ tested: "AMH i serum", turnaround: "5 working days" })
    expect(danish.variants.map((v) => v.title)).toEqual(["Ét sæt", variants[1].title])
    const spanish = await listedAs(buyer, "es")
    expect(spanish.title).toBe(medusaTitle)
    expect(spanish.content).toEqual({ tested: "AMH in serum", turnaround: "5 working days" })
    expect(spanish.variants[0].title).toBe(variants[0].title)
    expect((await listedAs(buyer)).title).toBe(medusaTitle)

    const read = await admin.get(`/admin/translations/variant/${variants[0].id}`).expect(200)
    expect(read.body.translations).toEqual({ da: { title: "Ét sæt" } })
    // Saving a language with every field empty removes it.
    await admin.post(`/admin/translations/variant/${variants[0].id}`).send({ locale: "da", fields: { title: " " } }).expect(200)
    expect((await admin.get(`/admin/translations/variant/${variants[0].id}`).expect(200)).body.translations).toEqual({})
    expect((await listedAs(buyer, "da")).variants[0].title).toBe(variants[0].title)
  })

  it("the demo catalogue is written in Danish and Spanish: every product's name and description, every variant's name", async () => {
    for (const product of CATALOGUE) {
      for (const locale of ["da", "es"] as const) {
        const texts = PRODUCT_TEXTS[product.handle]?.[locale]
        expect(texts, `${product.handle} in ${locale}`).toBeDefined()
        expect(Object.keys(texts!.variants).sort()).toEqual(product.variants.map((variant) => variant.sku).sort())
      }
    }
    const buyer = await approvedIndividual()
    const res = await buyer.agent.get("/store/user/products/").query({ region_id: await regionId("dkk"), locale: "da", limit: 50 }).expect(200)
    const kit = res.body.products.find((p: Listed & { handle: string }) => p.handle === "vitamin-d-thyroid-home-test")
    expect(kit.title).toBe(PRODUCT_TEXTS["vitamin-d-thyroid-home-test"].da!.title)
    expect(kit.description).toBe(PRODUCT_TEXTS["vitamin-d-thyroid-home-test"].da!.description)
    expect(kit.variants.map((v: { title: string }) => v.title).sort()).toEqual(Object.values(PRODUCT_TEXTS["vitamin-d-thyroid-home-test"].da!.variants).sort())
  })

  it("the seeded shipping options are named in Danish and Spanish", async () => {
    const seeded = await sql<{ id: string }>(`select id from shipping_option where name = $1 and is_return = false and deleted_at is null`, [STANDARD_SHIPPING])
    expect(seeded.length).toBeGreaterThan(0)
    for (const locale of ["da", "es"] as const) {
      const names = (await request().get("/store/shipping-option-names").query({ locale }).expect(200)).body.names
      for (const option of seeded) expect(names[option.id]).toBe(STANDARD_SHIPPING_NAMES[locale])
    }
  })

  it("shipping option names are translated for the store", async () => {
    const [option] = await sql<{ id: string }>(`select id from shipping_option where deleted_at is null order by created_at limit 1`)
    await admin.post(`/admin/translations/shipping_option/${option.id}`).send({ locale: "da", fields: { name: "Standardforsendelse" } }).expect(200)
    const names = await request().get("/store/shipping-option-names").query({ locale: "da" }).expect(200)
    expect(names.body.names[option.id]).toBe("Standardforsendelse")
    const english = await request().get("/store/shipping-option-names").query({ locale: "en" }).expect(200)
    expect(english.body.names[option.id]).toBeUndefined()
    await request().get("/store/shipping-option-names").query({ locale: "fr" }).expect(400)
  })

  it("the home page's public teaser: a few published products with pictures and from-prices, in the language's region", async () => {
    const danish = await request().get("/store/featured-products").query({ locale: "da" }).expect(200)
    expect(danish.body.currency_code).toBe("dkk")
    expect(danish.body.products.length).toBeGreaterThan(0)
    expect(danish.body.products.length).toBeLessThanOrEqual(4)
    for (const p of danish.body.products) {
      expect(p).toMatchObject({ id: expect.any(String), title: expect.any(String), from_price: expect.any(Number), price_varies: expect.any(Boolean) })
    }
    const english = await request().get("/store/featured-products").query({ region_id: await regionId("usd") }).expect(200)
    expect(english.body.currency_code).toBe("usd")
    await request().get("/store/featured-products").query({ region_id: "reg_nope" }).expect(400)
    await request().get("/store/featured-products").query({ locale: "de" }).expect(400)
  })

  it("refuses bad bodies (400 naming the field), unknown subjects (404) and anyone but staff (401)", async () => {
    for (const body of [{}, { locale: "de", fields: {} }, { locale: "da", fields: { title: "x".repeat(201) } }, { locale: "da", fields: { colour: "red" } }, { locale: "da", fields: {}, extra: 1 }]) {
      const res = await admin.post(`/admin/translations/product/${product}`).send(body).expect(400)
      expect(res.body.type).toBe("invalid_data")
    }
    // A variant has only a name: a product's section is refused for it.
    await admin.post(`/admin/translations/variant/${variants[0].id}`).send({ locale: "da", fields: { tested: "x" } }).expect(400)
    await admin.get("/admin/translations/product/prod_nope").expect(404)
    await admin.post("/admin/translations/variant/variant_nope").send({ locale: "da", fields: { title: "x" } }).expect(404)
    await admin.get(`/admin/translations/colour/${product}`).expect(400)
    await request().get(`/admin/translations/product/${product}`).expect(401)
    const customer = await approvedIndividual()
    await customer.agent.post(`/admin/translations/product/${product}`).send({ locale: "da", fields: { title: "x" } }).expect(401)
  })
})
