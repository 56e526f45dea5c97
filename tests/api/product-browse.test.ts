import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { CATALOGUE } from "../../backend/src/seed/catalogue"
import { CATEGORIES } from "../../backend/src/seed/categories"
import { request } from "./support/client"
import { sharedStaff } from "./support/clinic-fixtures"
import { clinicMember } from "./support/commerce-fixtures"

const SEED_IMAGES = path.resolve("backend/seed-images")

type Category = { id: string; handle: string; name: string; metadata: { names?: Record<string, string> } | null }
type Product = { id: string; handle: string; thumbnail: string | null; images: { url: string }[]; categories?: Category[] }

/** The seeded products from Medusa's public store list (it filters by one handle per request). */
async function seededProducts(): Promise<Product[]> {
  const lists = await Promise.all(CATALOGUE.map((p) => request().get(`/store/products?handle=${p.handle}`).expect(200)))
  return lists.map((res) => res.body.products[0] as Product)
}

describe("seeded product images and categories", () => {
  it("gives every seeded product a picture served by the backend's file service, byte for byte the seed's file", async () => {
    const products = await seededProducts()
    expect(products).toHaveLength(CATALOGUE.length)
    for (const product of products) {
      expect(product.thumbnail).toMatch(/^http:\/\/localhost:\d+\/uploads\/.+\.webp$/)
      expect(product.images.map((i) => i.url)).toEqual([product.thumbnail])
      const served = await fetch(product.thumbnail!)
      expect(served.status).toBe(200)
      expect(served.headers.get("content-type")).toBe("image/webp")
      const bytes = Buffer.from(await served.arrayBuffer())
      expect(bytes.equals(fs.readFileSync(path.join(SEED_IMAGES, `${product.handle}.webp`)))).toBe(true)
    }
  })

  it("ships small pictures (at most 30 KB each)", () => {
    for (const product of CATALOGUE) expect(fs.statSync(path.join(SEED_IMAGES, `${product.handle}.webp`)).size).toBeLessThanOrEqual(30_000)
  })

  it("lists the seeded categories on Medusa's admin category route, with their Danish and Spanish names", async () => {
    const admin = await (await sharedStaff()).get("/admin/product-categories?limit=100").expect(200)
    const byHandle = new Map((admin.body.product_categories as Category[]).map((c) => [c.handle, c]))
    for (const seed of CATEGORIES) {
      expect(byHandle.get(seed.handle)).toMatchObject({ name: seed.name, metadata: { names: seed.names } })
    }
    // Shoppers read categories with their products (GET /store/user/products); Medusa's own category route is closed.
    expect((await request().get("/store/product-categories?limit=100")).status).toBe(404)
  })

  it("lists each seeded product in its categories (Medusa's category filter)", async () => {
    const admin = await (await sharedStaff()).get("/admin/product-categories?limit=100").expect(200)
    for (const category of admin.body.product_categories as Category[]) {
      const seeded = CATALOGUE.filter((p) => (p.categories as readonly string[]).includes(category.handle)).map((p) => p.handle)
      if (!seeded.length) continue
      const res = await request().get(`/store/products?category_id[]=${category.id}&limit=100`).expect(200)
      expect((res.body.products as Product[]).map((p) => p.handle).sort()).toEqual(expect.arrayContaining(seeded.sort()))
    }
  })

  it("answers the approved products with their picture and public categories", async () => {
    const fertility = await clinicMember("Fertility Clinic", "owner", "approved")
    const res = await fertility.agent.get("/store/user/products/").expect(200)
    const kit = (res.body.products as Product[]).find((p) => p.handle === "sperm-dna-fragmentation-kit")!
    expect(kit.thumbnail).toMatch(/\/uploads\/.+sperm-dna-fragmentation-kit\.webp$/)
    expect(kit.categories!.map((c) => c.handle).sort()).toEqual(["fertility-tests", "test-kits"])
    expect(kit.categories![0].metadata?.names).toEqual(expect.objectContaining({ da: expect.any(String), es: expect.any(String) }))
  })

  it("leaves out of the approved products the categories staff made internal or inactive", async () => {
    const admin = await sharedStaff()
    const created = await admin
      .post("/admin/product-categories")
      .send({ name: `Staff only ${Date.now()}`, is_internal: true, is_active: true })
      .expect(200)
    const hidden = created.body.product_category.id as string
    const fertility = await clinicMember("Fertility Clinic", "owner", "approved")
    const before = await fertility.agent.get("/store/user/products/").expect(200)
    const kit = (before.body.products as Product[]).find((p) => p.handle === "amh-ovarian-reserve")!
    await admin.post(`/admin/product-categories/${hidden}/products/batch`).send({ product_ids: [{ id: kit.id }] }).expect(200)
    const other = await clinicMember("Fertility Clinic", "owner", "approved")
    const res = await other.agent.get("/store/user/products/").expect(200)
    const listed = (res.body.products as Product[]).find((p) => p.handle === "amh-ovarian-reserve")!
    expect(listed.categories!.map((c) => c.id)).not.toContain(hidden)
    expect(listed.categories!.map((c) => c.handle).sort()).toEqual(["fertility-tests", "test-kits"])
  })
})
