import { beforeAll, describe, expect, it } from "vitest"
import { request, signedInCustomer } from "./support/client"
import { clinicMember, labOrdersOf, placeOrder, toInAnalysis, type Customer } from "./support/commerce-fixtures"

type Placed = Awaited<ReturnType<typeof placeOrder>>

let owner: Customer & { clinicId: string }
let mate: Customer & { clinicId: string }
let outsider: Customer & { clinicId: string }
let placed: Placed
let later: Placed

beforeAll(async () => {
  owner = await clinicMember("Epilepsy Clinic", "owner", "approved")
  mate = await clinicMember("Epilepsy Clinic", "member", "approved", owner.clinicId)
  outsider = await clinicMember("Epilepsy Clinic", "owner", "approved")
  placed = await placeOrder(owner, [{ sku: "ASM-PGX-BLOOD", quantity: 2 }])
  later = await placeOrder(mate, [{ sku: "WES-PROBAND", quantity: 1 }])
  await labOrdersOf(placed.order.id, 2)
  await labOrdersOf(later.order.id, 1)
}, 120_000)

describe("GET /store/orders/ (by id or display_id)", () => {
  it("returns the caller's order, and the clinic's to another member, with lab orders", async () => {
    for (const viewer of [owner, mate]) {
      const byId = await viewer.agent.get(`/store/orders/?id=${placed.order.id}`).expect(200)
      expect(byId.body.order.id).toBe(placed.order.id)
      expect(byId.body.order.lab_orders).toHaveLength(2)
      expect(Object.keys(byId.body.order.lab_orders[0]).sort()).toEqual(["consent_confirmed_at", "id", "line_item_id", "patient_reference", "sample_id", "sample_taken_on", "status", "updated_at"])
      const byDisplay = await viewer.agent.get(`/store/orders?display_id=${placed.order.display_id}`).expect(200)
      expect(byDisplay.body.order.id).toBe(placed.order.id)
    }
  })

  it("includes where the order is billed (the confirmation and the order's page show it)", async () => {
    const { body } = await owner.agent.get(`/store/orders/?id=${placed.order.id}`).expect(200)
    expect(body.order.billing_address).toMatchObject({ address_1: expect.any(String), country_code: expect.any(String) })
  })

  it("answers 404 for another clinic's order, 400 without a lookup, 401 without a session", async () => {
    expect((await outsider.agent.get(`/store/orders/?id=${placed.order.id}`).expect(404)).body.type).toBe("not_found")
    await outsider.agent.get(`/store/orders/?display_id=${placed.order.display_id}`).expect(404)
    await owner.agent.get(`/store/orders/?id=${placed.order.id}&display_id=${later.order.display_id}`).expect(404)
    const bad = await owner.agent.get("/store/orders/").expect(400)
    expect(bad.body).toMatchObject({ type: "invalid_data", message: expect.stringContaining("id") })
    await owner.agent.get("/store/orders/?display_id=abc").expect(400)
    expect((await request().get(`/store/orders/?id=${placed.order.id}`).expect(401)).body.type).toBe("unauthorized")
  })
})

describe("GET /store/orders/list", () => {
  it("pages the caller's and their clinic's orders, newest first, with lab orders", async () => {
    const res = await owner.agent.get("/store/orders/list").expect(200)
    expect(res.body).toMatchObject({ count: 2, offset: 0, limit: 10 })
    expect(res.body.orders.map((o: { id: string }) => o.id)).toEqual([later.order.id, placed.order.id])
    expect(res.body.orders[1].lab_orders).toHaveLength(2)
    const second = await mate.agent.get("/store/orders/list?offset=1&limit=1").expect(200)
    expect(second.body).toMatchObject({ count: 2, offset: 1, limit: 1 })
    expect(second.body.orders.map((o: { id: string }) => o.id)).toEqual([placed.order.id])
    const beyond = await mate.agent.get("/store/orders/list?offset=5").expect(200)
    expect(beyond.body).toMatchObject({ orders: [], count: 2 })
  })

  it("shows nothing of other clinics", async () => {
    const res = await outsider.agent.get("/store/orders/list").expect(200)
    expect(res.body).toMatchObject({ orders: [], count: 0 })
    const stranger = await signedInCustomer()
    expect((await stranger.agent.get("/store/orders/list").expect(200)).body.count).toBe(0)
  })

  it("validates offset and limit (400) and needs a session (401)", async () => {
    for (const query of ["limit=0", "limit=101", "offset=-1", "limit=x"]) {
      const res = await owner.agent.get(`/store/orders/list?${query}`).expect(400)
      expect(res.body.type).toBe("invalid_data")
    }
    await request().get("/store/orders/list").expect(401)
  })

  it("costs the same number of SQL queries whatever the page size", async () => {
    // Cache-Control: no-cache bypasses the read cache: the list's own cost is measured.
    const one = await owner.agent.get("/store/orders/list?limit=1").set("Cache-Control", "no-cache").expect(200)
    const two = await owner.agent.get("/store/orders/list?limit=2").set("Cache-Control", "no-cache").expect(200)
    expect(one.body.orders).toHaveLength(1)
    expect(two.body.orders).toHaveLength(2)
    expect(Number(one.headers["x-query-count"])).toBeGreaterThan(0)
    expect(Number(two.headers["x-query-count"])).toBe(Number(one.headers["x-query-count"]))
  })
})

describe("Medusa's core order routes, closed to strangers", () => {
  it("GET /store/orders/:id answers the owner and clinic members, 404 to other customers, 401 to anonymous callers", async () => {
    for (const viewer of [owner, mate]) {
      const res = await viewer.agent.get(`/store/orders/${placed.order.id}`).expect(200)
      expect(res.body.order).toMatchObject({ id: placed.order.id, display_id: placed.order.display_id })
      expect(res.body.order.items).toHaveLength(1)
    }
    await outsider.agent.get(`/store/orders/${placed.order.id}`).expect(404)
    expect((await request().get(`/store/orders/${placed.order.id}`).expect(401)).body.type).toBe("unauthorized")
  })

  it("GET /store/orders/cart/:cart_id likewise", async () => {
    const res = await mate.agent.get(`/store/orders/cart/${placed.cartId}`).expect(200)
    expect(res.body.order.id).toBe(placed.order.id)
    await outsider.agent.get(`/store/orders/cart/${placed.cartId}`).expect(404)
    await request().get(`/store/orders/cart/${placed.cartId}`).expect(401)
  })
})

describe("GET /store/orders/:orderId/results/:labOrderId", () => {
  it("is 404 until results_ready, then gives the result and a protected download", async () => {
    const [labOrder] = await labOrdersOf(later.order.id, 1)
    const path = `/store/orders/${later.order.id}/results/${labOrder.id}`
    expect((await owner.agent.get(path).expect(404)).body.type).toBe("not_found")
    const admin = await toInAnalysis(labOrder.id)
    await owner.agent.get(path).expect(404)
    const content = "Variant report: no pathogenic variants found.\n"
    await admin
      .post(`/admin/lab-orders/${labOrder.id}/result`)
      .send({ name: "../../etc/report é.txt", content: Buffer.from(content).toString("base64") })
      .expect(200)
    const res = await owner.agent.get(path).expect(200)
    expect(res.body.lab_order).toMatchObject({ id: labOrder.id, status: "results_ready" })
    expect(res.body.result).toMatchObject({ name: "report é.txt", size: Buffer.byteLength(content), mime_type: "text/plain" })
    const file = await mate.agent.get(res.body.result.url).expect(200)
    expect(file.text).toBe(content)
    expect(file.headers["content-disposition"]).toContain("attachment")
    expect(file.headers["content-disposition"]).toContain("report%20%C3%A9.txt")
    await outsider.agent.get(path).expect(404)
    await outsider.agent.get(res.body.result.url).expect(404)
    await request().get(path).expect(401)
    await request().get(res.body.result.url).expect(401)
    await owner.agent.get(`/store/orders/${placed.order.id}/results/${labOrder.id}`).expect(404)
  })
})
