import { describe, expect, it, vi } from "vitest"
import { asBytes } from "./support/binary"
import { clinicMember, placeOrder } from "./support/commerce-fixtures"
import { sql } from "./support/db"
import { pdfText } from "../support/pdf-text"

// Orders are built through the HTTP API; generous time on a busy machine (no timing asserted).
vi.setConfig({ testTimeout: 180_000 })

describe("invoice: letters outside Latin-1", () => {
  it("prints Polish, Czech and Greek letters of the clinic's name and address, and Japanese beside them, as written", async () => {
    const owner = await clinicMember("Epilepsy Clinic", "owner", "approved")
    const { order } = await placeOrder(owner, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    const name = "Łódź Klinika Żółć"
    const street = "ulice Příliš žluťoučký kůň 7"
    const city = "Αθήνα Ωμέγα"
    await sql(
      `update order_clinic set clinic_name = $2, billing_address = billing_address || jsonb_build_object('address_1', $3::text, 'city', $4::text) where order_id = $1`,
      [order.id, name, street, city]
    )
    await sql(`update line_item set title = $1 where order_id = $2`, ["Panel ęąń てんかん Ǻ", order.id])
    const text = await pdfText((await asBytes(owner.agent.get(`/store/orders/${order.id}/invoice`)).expect(200)).body)
    const squeezed = (value: string) => value.replace(/\s+/g, "")
    for (const written of [name, street, city, "Panel ęąń てんかん"]) expect(squeezed(text)).toContain(squeezed(written))
    expect(text).not.toContain("?")
  })
})
