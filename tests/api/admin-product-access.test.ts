import { beforeAll, describe, expect, it } from "vitest"
import { request, staff } from "./support/client"
import { approvedIndividual, clinicMember, createProduct, productId } from "./support/commerce-fixtures"

type Admin = Awaited<ReturnType<typeof staff>>
let admin: Admin
let ownProduct: string

beforeAll(async () => {
  admin = await staff()
  ownProduct = await createProduct() // this file's own product: changing its audiences affects no other test
})

describe("/admin/product-access/:productId", () => {
  it("shows the seeded audiences of a catalogue product", async () => {
    const id = await productId("asm-pharmacogenomics")
    const res = await admin.get(`/admin/product-access/${id}`).expect(200)
    expect(res.body).toEqual({ product_id: id, audiences: ["Epilepsy Clinic", "individual"] })
  })

  it("replaces who may buy a product, and the store follows", async () => {
    expect((await admin.get(`/admin/product-access/${ownProduct}`).expect(200)).body.audiences).toEqual([])
    const buyer = await approvedIndividual()
    const fertility = await clinicMember("Fertility Clinic", "member", "approved")
    expect((await buyer.agent.get(`/store/user/can-purchase/${ownProduct}`).expect(200)).body.can_purchase).toBe(false)
    const set = await admin.post(`/admin/product-access/${ownProduct}`).send({ audiences: ["individual", "individual"] }).expect(200)
    expect(set.body).toEqual({ product_id: ownProduct, audiences: ["individual"] })
    expect((await buyer.agent.get(`/store/user/can-purchase/${ownProduct}`).expect(200)).body.can_purchase).toBe(true)
    const listed = await buyer.agent.get("/store/user/products/").expect(200)
    expect(listed.body.products.map((p: { id: string }) => p.id)).toContain(ownProduct)
    await admin.post(`/admin/product-access/${ownProduct}`).send({ audiences: ["Fertility Clinic"] }).expect(200)
    expect((await buyer.agent.get(`/store/user/can-purchase/${ownProduct}`).expect(200)).body.can_purchase).toBe(false)
    expect((await fertility.agent.get(`/store/user/can-purchase/${ownProduct}`).expect(200)).body.can_purchase).toBe(true)
    const cleared = await admin.post(`/admin/product-access/${ownProduct}`).send({ audiences: [] }).expect(200)
    expect(cleared.body.audiences).toEqual([])
  })

  it("answers 400 naming the field for bad bodies", async () => {
    for (const body of [{}, { audiences: "individual" }, { audiences: ["Dental Clinic"] }]) {
      const res = await admin.post(`/admin/product-access/${ownProduct}`).send(body).expect(400)
      expect(res.body).toMatchObject({ type: "invalid_data", message: expect.stringContaining("audiences") })
    }
  })

  it("answers 404 for an unknown product, 401 without staff auth and to customers", async () => {
    await admin.get("/admin/product-access/prod_nope").expect(404)
    await admin.post("/admin/product-access/prod_nope").send({ audiences: [] }).expect(404)
    await request().get(`/admin/product-access/${ownProduct}`).expect(401)
    await request().post(`/admin/product-access/${ownProduct}`).send({ audiences: [] }).expect(401)
    const customer = await approvedIndividual()
    await customer.agent.post(`/admin/product-access/${ownProduct}`).send({ audiences: ["individual"] }).expect(401)
  })
})
