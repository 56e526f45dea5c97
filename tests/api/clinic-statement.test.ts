import { describe, expect, it, vi } from "vitest"
import { asBytes } from "./support/binary"
import { clinicWithMembers, ownedClinic } from "./support/clinic-fixtures"
import { request, staff } from "./support/client"
import { placeOrder } from "./support/commerce-fixtures"
import { sql } from "./support/db"
import { pdfText } from "../support/pdf-text"

// Orders and clinics are built through the HTTP API; generous time on a busy machine (no timing asserted).
vi.setConfig({ testTimeout: 240_000 })

describe("statement of the clinic's open invoices", () => {
  it("lists the unpaid invoices with number, dates and Medusa's totals, their sum, the seller's details; for the owner and admins only", async () => {
    const { clinicId, owner, admin, member } = await clinicWithMembers()
    await owner.agent.put(`/store/clinics/${clinicId}`).send({ name: "Łódź Klinika Żółć", vat_number: "DK87654321" }).expect(200)
    const first = (await placeOrder(member, [{ sku: "EPI-PANEL-STD", quantity: 1 }])).order
    const second = (await placeOrder(owner, [{ sku: "EPI-PANEL-STD", quantity: 2 }])).order
    const paid = (await placeOrder(member, [{ sku: "EPI-PANEL-STD", quantity: 3 }])).order
    // Staff record the transfer of the third: paid, so not on the statement.
    await (await staff()).post(`/admin/orders/${paid.id}/capture`).expect(200)
    const totals = await sql<{ id: string; total: number }>(`select id, (select sum(amount) from payment p where p.order_id = o.id)::int as total from "order" o where id = any($1)`, [[first.id, second.id]])
    expect(totals).toHaveLength(2)

    const pdf = await asBytes(admin.agent.get(`/store/clinics/${clinicId}/statement`)).expect(200)
    expect(pdf.headers["content-type"]).toBe("application/pdf")
    const text = await pdfText(pdf.body)
    expect(text).toContain("Statement of open invoices")
    expect(text).toContain("Łódź Klinika Żółć")
    expect(text).toContain("VAT/EAN number: DK87654321")
    expect(text).toContain("VAT number: DK12345678")
    expect(text).toContain("IBAN DK50 0040 0440 1162 43, BIC NDEADKKK")
    // Each open invoice by its number (the same the order's invoice carries), oldest first; the paid one is absent.
    const numbers = await sql<{ order_id: string; number: number }>(`select order_id, number from invoice where order_id = any($1)`, [[first.id, second.id, paid.id]])
    const numberOf = (orderId: string) => String(numbers.find((row) => row.order_id === orderId)!.number).padStart(6, "0")
    // Every order is numbered as it is placed (a subscriber, so the paid one's number may come later): the open two have
    // theirs, and the paid one's, once given, is not on the statement.
    expect(numbers.map((row) => row.order_id)).toEqual(expect.arrayContaining([first.id, second.id]))
    const paidNumber = numbers.find((row) => row.order_id === paid.id)
    if (paidNumber) expect(text).not.toContain(numberOf(paid.id))
    expect(text.indexOf(numberOf(first.id))).toBeLessThan(text.indexOf(numberOf(second.id)))
    expect(text).toContain(`#${first.display_id}`)
    expect(text).not.toContain(`#${paid.display_id}`)
    const money = (minor: number) => `$${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`
    for (const row of totals) expect(text).toContain(money(row.total))
    expect(text).toMatch(new RegExp(`Total open +${money(totals[0].total + totals[1].total).replace(/[$.]/g, "\\$&")} ?\\n`))
    expect(text).not.toContain("?")

    // The owner too; a plain member is refused with the reason, another clinic and visitors find nothing.
    await asBytes(owner.agent.get(`/store/clinics/${clinicId}/statement`)).expect(200)
    const refused = await member.agent.get(`/store/clinics/${clinicId}/statement`)
    expect([refused.status, refused.body.message]).toEqual([403, expect.stringMatching(/member may not read statement/)])
    const other = await ownedClinic()
    expect((await other.owner.agent.get(`/store/clinics/${clinicId}/statement`)).status).toBe(404)
    expect((await request().get(`/store/clinics/${clinicId}/statement`)).status).toBe(401)
    // A clinic that owes nothing gets a statement saying so.
    expect(await pdfText((await asBytes(other.owner.agent.get(`/store/clinics/${other.clinicId}/statement`)).expect(200)).body)).toContain("No invoices are open")
  })
})
