import { randomUUID } from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { request, staff } from "./support/client"
import { clinicMember, labOrdersOf, readyCart, type Customer } from "./support/commerce-fixtures"
import { sql } from "./support/db"

type Admin = Awaited<ReturnType<typeof staff>>
type Row = { id: string; sample_id: string; clinic_name: string | null; customer_name: string | null; product_title: string; order_display_id: number }

/** A word no other test file's data holds, so a search for it finds this file's lab orders only. */
const mark = randomUUID().replace(/-/g, "").slice(0, 8)
const clinicName = `Neuroklinik Århus ${mark}`
const memberName = { first_name: "Karen", last_name: `Blixen${mark}` }
const po = `PO-4711/${mark}`

let admin: Admin
let member: Customer & { clinicId: string }
let orderId: string
let displayId: number
let labOrderIds: string[]
let sampleIds: string[]
let testTitle: string

async function search(q: string, extra = ""): Promise<{ lab_orders: Row[]; count: number; offset: number; limit: number }> {
  return (await admin.get(`/admin/lab-orders?q=${encodeURIComponent(q)}${extra}`).expect(200)).body
}

beforeAll(async () => {
  admin = await staff()
  member = await clinicMember("Epilepsy Clinic", "member", "approved")
  await sql(`update clinic set name = $2 where id = $1`, [member.clinicId, clinicName])
  await sql(`update customer set first_name = $2, last_name = $3 where id = $1`, [member.id, memberName.first_name, memberName.last_name])
  const cartId = await readyCart(member, [{ sku: "EPI-PANEL-STD", quantity: 2 }])
  await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: po }).expect(200)
  const order = (await member.agent.post(`/store/carts/${cartId}/complete`).expect(200)).body.data
  orderId = order.id
  displayId = order.display_id
  labOrderIds = (await labOrdersOf(orderId, 2)).map((row) => row.id)
  sampleIds = (await sql<{ sample_id: string }>(`select sample_id from lab_order where order_id = $1 order by created_at, id`, [orderId])).map((row) => row.sample_id)
  ;[{ title: testTitle }] = await sql<{ title: string }>(`select p.title from product p join product_variant v on v.product_id = p.id where v.sku = 'EPI-PANEL-STD'`)
}, 120_000)

describe("GET /admin/lab-orders?q= (staff find a lab order by what they were told)", () => {
  it.each([
    ["the clinic's name, any part, any case", () => "neuroklinik århus " + mark],
    ["the member's name", () => `karen blixen${mark}`],
    ["the member's last name alone", () => `Blixen${mark}`],
    ["the PO number given at checkout", () => po],
    ["part of the PO number", () => `4711/${mark}`],
    ["the start of the member's email", () => member.email.slice(0, member.email.indexOf("@"))],
  ])("finds the order's lab orders by %s", async (_what, q) => {
    const page = await search(q())
    expect(page.count).toBe(2)
    expect(page.lab_orders.map((row) => row.id).sort()).toEqual([...labOrderIds].sort())
    expect(page.lab_orders[0]).toMatchObject({ clinic_name: clinicName, customer_name: `Karen Blixen${mark}`, order_display_id: displayId })
  })

  it("finds one lab order by its sample id, typed in any case with or without dashes", async () => {
    for (const q of [sampleIds[1], sampleIds[1].toLowerCase(), sampleIds[1].replace(/-/g, "")]) {
      const page = await search(q)
      expect(page.count).toBe(1)
      expect(page.lab_orders[0].sample_id).toBe(sampleIds[1])
    }
  })

  it("finds the order's lab orders by the order number, with or without #", async () => {
    for (const q of [String(displayId), `#${displayId}`]) {
      const page = await search(q, `&order_id=${orderId}`)
      expect(page.count).toBe(2)
    }
    expect((await search(`#${displayId}`)).lab_orders.map((row) => row.id)).toEqual(expect.arrayContaining(labOrderIds))
  })

  it("finds a PO number of digits alone when typed whole, not by a part (which would be any order number)", async () => {
    const digits = `45${String(Date.now()).slice(-8)}`
    const buyer = await clinicMember("Epilepsy Clinic", "member", "approved")
    const cartId = await readyCart(buyer, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    await buyer.agent.post(`/store/carts/${cartId}/reference`).send({ reference: digits }).expect(200)
    const order = (await buyer.agent.post(`/store/carts/${cartId}/complete`).expect(200)).body.data
    const [labOrder] = await labOrdersOf(order.id, 1)
    expect((await search(digits)).lab_orders.map((row) => row.id)).toEqual([labOrder.id])
    expect((await search(digits.slice(0, 7))).lab_orders.map((row) => row.id)).not.toContain(labOrder.id)
  })

  it("finds lab orders by the test's name: every match is that test, this order's among them", async () => {
    const word = testTitle.split(/\s+/).find((part) => part.length >= 3)!
    const all = await search(word.toLowerCase(), "&limit=100")
    expect(all.count).toBeGreaterThanOrEqual(2)
    expect(all.lab_orders.every((row) => row.product_title.toLowerCase().includes(word.toLowerCase()))).toBe(true)
    expect((await search(word, `&order_id=${orderId}`)).count).toBe(2)
  })

  it("after the clinic is renamed, finds it by the new name and by the name the order recorded", async () => {
    const renamed = `Hjernecenter ${mark}`
    await sql(`update clinic set name = $2 where id = $1`, [member.clinicId, renamed])
    try {
      expect((await search(renamed)).count).toBe(2)
      expect((await search(`Neuroklinik Århus ${mark}`)).count).toBe(2)
    } finally {
      await sql(`update clinic set name = $2 where id = $1`, [member.clinicId, clinicName])
    }
  })

  it("pages the matches: limit and offset, count of all of them", async () => {
    const first = await search(po, "&limit=1&offset=0")
    const second = await search(po, "&limit=1&offset=1")
    expect([first.count, second.count, first.limit, second.offset]).toEqual([2, 2, 1, 1])
    expect([first.lab_orders.length, second.lab_orders.length]).toEqual([1, 1])
    expect(first.lab_orders[0].id).not.toBe(second.lab_orders[0].id)
    expect((await search(po, "&status=canceled")).count).toBe(0)
  })

  it("takes the search's characters literally (wildcards, quotes) and finds nothing that does not match", async () => {
    for (const q of [`%${mark}%`, `_${mark}`, `'; drop table lab_order; --${mark}`, `zz${mark}zz`]) {
      expect((await search(q)).count).toBe(0)
    }
    expect((await search("%")).lab_orders).toBeInstanceOf(Array)
    expect((await search("ab")).lab_orders).toBeInstanceOf(Array)
  })

  it("answers 400 naming q for a search too long, 401 without staff", async () => {
    const res = await admin.get(`/admin/lab-orders?q=${"x".repeat(321)}`).expect(400)
    expect(res.body).toMatchObject({ type: "invalid_data", message: expect.stringContaining("q") })
    await request().get(`/admin/lab-orders?q=${encodeURIComponent(po)}`).expect(401)
  })
})
