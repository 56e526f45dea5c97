import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs"
import { create as createQrCode } from "qrcode"
import { describe, expect, it, vi } from "vitest"
import { asBytes } from "./support/binary"
import { clinicWithMembers } from "./support/clinic-fixtures"
import { request, staff } from "./support/client"
import { labOrdersOf, placeOrder } from "./support/commerce-fixtures"
import { sql } from "./support/db"
import { pdfText } from "../support/pdf-text"

// Orders and clinics are built through the HTTP API; generous time on a busy machine (no timing asserted).
vi.setConfig({ testTimeout: 180_000 })

/**
 * The dark modules of the QR code the label draws, as "row,column" keys: the squares of its filled paths (each a
 * moveTo at its corner), on the grid their smallest side and the path's corner define.
 */
async function drawnModules(content: Uint8Array): Promise<Set<string>> {
  const pdf = await getDocument({ data: new Uint8Array(content), isEvalSupported: false, useSystemFonts: false }).promise
  const operators = await (await pdf.getPage(1)).getOperatorList()
  const corners: [number, number][] = []
  operators.fnArray.forEach((fn, index) => {
    if (fn !== OPS.constructPath) return
    const [, [path]] = operators.argsArray[index] as [number, [ArrayLike<number>]]
    const data = Array.from(path)
    // Path operators: 0 moveTo x y, 1 lineTo x y, 3 closePath.
    for (let i = 0; i < data.length; ) {
      if (data[i] === 0) corners.push([data[i + 1], data[i + 2]])
      i += data[i] === 3 ? 1 : 3
    }
  })
  await pdf.destroy()
  const xs = [...new Set(corners.map(([x]) => x))].sort((a, b) => a - b)
  const cell = Math.min(...xs.slice(1).map((x, i) => x - xs[i]))
  const left = Math.min(...corners.map(([x]) => x))
  const top = Math.min(...corners.map(([, y]) => y))
  return new Set(corners.map(([x, y]) => `${Math.round((y - top) / cell)},${Math.round((x - left) / cell)}`))
}

/** The dark modules of the QR code of `text`, as the lab's scanner reads them, relative to the top-left dark module. */
function expectedModules(text: string): Set<string> {
  const { modules } = createQrCode(text, { errorCorrectionLevel: "M" })
  const dark: [number, number][] = []
  for (let row = 0; row < modules.size; row++) for (let column = 0; column < modules.size; column++) if (modules.get(row, column)) dark.push([row, column])
  const top = Math.min(...dark.map(([row]) => row))
  const left = Math.min(...dark.map(([, column]) => column))
  return new Set(dark.map(([row, column]) => `${row - top},${column - left}`))
}

describe("kit label", () => {
  it("prints the sample id as text and as its QR code, with the test, order number and clinic, for staff only", async () => {
    const { clinicId, owner } = await clinicWithMembers()
    await owner.agent.put(`/store/clinics/${clinicId}`).send({ name: "Łódź Klinika Żółć" }).expect(200)
    const { order } = await placeOrder(owner, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    const [labOrder] = await labOrdersOf(order.id, 1)
    const [{ sample_id: sampleId, title }] = await sql<{ sample_id: string; title: string }>(
      `select lo.sample_id, li.title from lab_order lo join line_item li on li.id = lo.line_item_id where lo.id = $1`,
      [labOrder.id]
    )
    const admin = await staff()
    const label = await asBytes(admin.get(`/admin/lab-orders/${labOrder.id}/kit-label`)).expect(200)
    expect(label.headers["content-type"]).toBe("application/pdf")
    const text = await pdfText(label.body)
    expect(text).toContain(sampleId)
    expect(text).toContain(`Order #${order.display_id}`)
    expect(text.replace(/\s+/g, " ")).toContain(title)
    expect(text).toContain("Łódź Klinika Żółć")
    // The code drawn is the QR code of the sample id, module for module.
    expect(await drawnModules(label.body)).toEqual(expectedModules(sampleId))
    expect(expectedModules(sampleId)).not.toEqual(expectedModules("ABCD-EFGH-JKMN"))

    expect((await admin.get(`/admin/lab-orders/labord_unknown/kit-label`)).status).toBe(404)
    expect((await owner.agent.get(`/admin/lab-orders/${labOrder.id}/kit-label`)).status).toBe(401)
    expect((await request().get(`/admin/lab-orders/${labOrder.id}/kit-label`)).status).toBe(401)
  })
})
