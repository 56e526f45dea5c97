import { describe, expect, it, vi } from "vitest"
import { clinicWithMembers, ownedClinic } from "./support/clinic-fixtures"
import { request, signedInCustomer } from "./support/client"
import { labOrdersOf, placeOrder, toInAnalysis } from "./support/commerce-fixtures"
import { sql } from "./support/db"

// Orders and clinics are built through the HTTP API; generous time on a busy machine (no timing asserted).
vi.setConfig({ testTimeout: 240_000 })

const b64 = (text: string) => Buffer.from(text).toString("base64")
const sample = { patient_reference: "EPI-2026/0042", sample_taken_on: "2026-11-30", consent_confirmed: true }

type InboxItem = { id: string; lab_order_id: string; order_id: string; test_name: string; sample_id: string; patient_reference: string | null; created_at: string; read: boolean }

describe("the clinic's results inbox", () => {
  it("lists every result of the clinic's lab orders newest first, unread per member; others see nothing; a member who moved sees her new clinic's", async () => {
    const { clinicId, owner, member } = await clinicWithMembers()
    const { order } = await placeOrder(member, [{ sku: "EPI-PANEL-STD", quantity: 2 }])
    const [first, second] = await labOrdersOf(order.id, 2)
    await member.agent.post(`/store/lab-orders/${first.id}/sample`).send(sample).expect(200)
    const admin = await toInAnalysis(first.id)
    await toInAnalysis(second.id)
    await admin.post(`/admin/lab-orders/${first.id}/result`).send({ name: "first.txt", content: b64("FIRST") }).expect(200)
    await admin.post(`/admin/lab-orders/${second.id}/result`).send({ name: "second.txt", content: b64("SECOND") }).expect(200)

    // Newest first, with the test, sample, patient reference and date; unread for everyone.
    const inbox = (await owner.agent.get("/store/lab-results").expect(200)).body
    expect(inbox).toMatchObject({ count: 2, unread: 2, offset: 0, limit: 20 })
    const items = inbox.lab_results as InboxItem[]
    expect(items.map((item) => item.lab_order_id)).toEqual([second.id, first.id])
    expect(items[1]).toMatchObject({ order_id: order.id, patient_reference: "EPI-2026/0042", read: false, test_name: expect.stringMatching(/\S/), sample_id: expect.stringMatching(/^\w{4}-\w{4}-\w{4}$/) })
    expect(Date.parse(items[0].created_at)).toBeGreaterThanOrEqual(Date.parse(items[1].created_at))

    // Paging.
    const page = (await owner.agent.get("/store/lab-results").query({ limit: 1, offset: 1 }).expect(200)).body
    expect([page.count, page.lab_results.map((item: InboxItem) => item.lab_order_id)]).toEqual([2, [first.id]])
    expect((await owner.agent.get("/store/lab-results").query({ limit: 0 })).status).toBe(400)

    // Opening one marks it read for that member only (twice is fine).
    await member.agent.post(`/store/lab-results/${items[1].id}/read`).expect(200)
    await member.agent.post(`/store/lab-results/${items[1].id}/read`).expect(200)
    const forMember = (await member.agent.get("/store/lab-results").expect(200)).body
    expect(forMember.unread).toBe(1)
    expect((forMember.lab_results as InboxItem[]).map((item) => [item.lab_order_id, item.read])).toEqual([[second.id, false], [first.id, true]])
    expect((await owner.agent.get("/store/lab-results").expect(200)).body.unread).toBe(2)

    // A corrected result is new: unread again.
    await admin.post(`/admin/lab-orders/${first.id}/result`).send({ name: "corrected.txt", content: b64("CORRECTED"), replace: true }).expect(200)
    const corrected = (await member.agent.get("/store/lab-results").expect(200)).body
    expect([corrected.count, corrected.unread, corrected.lab_results[0].lab_order_id]).toEqual([2, 2, first.id])

    // Another clinic sees none of it and may not mark it; a customer in no clinic is refused; visitors too.
    const other = await ownedClinic()
    expect((await other.owner.agent.get("/store/lab-results").expect(200)).body).toMatchObject({ lab_results: [], count: 0, unread: 0 })
    expect((await other.owner.agent.post(`/store/lab-results/${items[0].id}/read`)).status).toBe(404)
    const stranger = await signedInCustomer()
    const refused = await stranger.agent.get("/store/lab-results")
    expect([refused.status, refused.body.message]).toEqual([403, expect.stringMatching(/members of a clinic/)])
    expect((await stranger.agent.post(`/store/lab-results/${items[0].id}/read`)).status).toBe(404)
    expect((await request().get("/store/lab-results")).status).toBe(401)

    // The member moves to the other clinic: the old clinic's results are gone from her inbox, even the order she placed.
    await sql(`update clinic_member set clinic_id = $1 where customer_id = $2`, [other.clinicId, member.id])
    expect((await member.agent.get("/store/lab-results").expect(200)).body).toMatchObject({ lab_results: [], count: 0 })
    expect((await member.agent.post(`/store/lab-results/${items[0].id}/read`)).status).toBe(404)
    expect((await owner.agent.get("/store/lab-results").expect(200)).body.count).toBe(2)
    expect(clinicId).not.toBe(other.clinicId)
  })
})
