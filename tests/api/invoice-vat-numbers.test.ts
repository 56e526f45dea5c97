import { describe, expect, it, vi } from "vitest"
import { asBytes } from "./support/binary"
import { clinicMember, placeOrder } from "./support/commerce-fixtures"
import { sql } from "./support/db"
import { pdfText } from "../support/pdf-text"

// Orders are built through the HTTP API; generous time on a busy machine (no timing asserted).
vi.setConfig({ testTimeout: 180_000 })

describe("invoice: who sells and who buys, with their tax numbers", () => {
  it("prints the seller's VAT number and bank details, the clinic's VAT number, titles in any script, the total on one line", async () => {
    const owner = await clinicMember("Epilepsy Clinic", "owner", "approved")
    const saved = await owner.agent.put(`/store/clinics/${owner.clinicId}`).send({ vat_number: "dk 87 65 43 21" }).expect(200)
    expect(saved.body.clinic.vat_number).toBe("DK87654321")
    const { order } = await placeOrder(owner, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    // A line titled in Japanese and Russian (as staff may name a product): printed as written, not "?".
    const title = "てんかん遺伝子パネル Генетическая панель Ångström"
    await sql(`update line_item set title = $1 where order_id = $2`, [title, order.id])
    const text = await pdfText((await asBytes(owner.agent.get(`/store/orders/${order.id}/invoice`)).expect(200)).body)
    // The test backend runs in development: the seller's demo details stand in for the production settings.
    expect(text).toContain("VAT number: DK12345678")
    expect(text).toContain("IBAN DK50 0040 0440 1162 43, BIC NDEADKKK")
    expect(text).toContain("Demo Street 1")
    expect(text).toContain("VAT/EAN number: DK87654321")
    expect(text).toMatch(/\nTotal +\$[\d,.]+ ?\n/)
    // The title may wrap in its column (between words, or between Japanese characters).
    const squeezed = (value: string) => value.replace(/\s+/g, "")
    expect(squeezed(text)).toContain(squeezed(title))
    expect(text).not.toContain("?")
  })

  it("takes an EAN number or no number; refuses anything else with the reason", async () => {
    const owner = await clinicMember("Epilepsy Clinic", "owner", "approved")
    const path = `/store/clinics/${owner.clinicId}`
    expect((await owner.agent.put(path).send({ vat_number: "5790000123457" }).expect(200)).body.clinic.vat_number).toBe("5790000123457")
    for (const wrong of ["12345", "DK", "not a number!", "owner@example.com"]) {
      const res = await owner.agent.put(path).send({ vat_number: wrong })
      expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(/vat_number: a VAT number .* or a 13-digit EAN number/)])
    }
    expect((await owner.agent.put(path).send({ vat_number: null }).expect(200)).body.clinic.vat_number).toBeNull()
    const member = await clinicMember("Epilepsy Clinic", "member", "approved", owner.clinicId)
    expect((await member.agent.put(path).send({ vat_number: "DK11111111" })).status).toBe(403)
  })
})
