import { describe, expect, it, vi } from "vitest"
import { clinicWithMembers } from "./support/clinic-fixtures"
import { staff } from "./support/client"
import { labOrdersOf, placeOrder } from "./support/commerce-fixtures"
import { sql } from "./support/db"
import { mailsTo, waitForMail } from "./support/mail"

// Orders and clinics are built through the HTTP API; generous time on a busy machine (no timing asserted).
vi.setConfig({ testTimeout: 180_000 })

describe("lab order mails reach the clinicians, not the billing mailbox", () => {
  it("each status move mails the member who ordered, the owner and the admins once, each in their language", async () => {
    const { clinicId, owner, admin, member } = await clinicWithMembers()
    const [{ billing_email }] = await sql<{ billing_email: string }>(`select billing_email from clinic where id = $1`, [clinicId])
    expect(billing_email).not.toBe(owner.email)
    // The member reads Danish, the owner and the admin English.
    await sql(`update customer set metadata = coalesce(metadata, '{}'::jsonb) || '{"locale":"da"}'::jsonb where id = $1`, [member.id])
    const { order } = await placeOrder(member, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    const [labOrder] = await labOrdersOf(order.id, 1)
    const staffAgent = await staff()
    const n = order.display_id
    const moves = [
      { status: "kit_sent", en: new RegExp(`Order #${n}: your test kit is on its way`), da: new RegExp(`Ordre #${n}: dit testkit er på vej`) },
      { status: "awaiting_samples", en: new RegExp(`Order #${n}: we are waiting`), da: new RegExp(`Ordre #${n}: vi venter`) },
      { status: "in_analysis", en: new RegExp(`Order #${n}: your samples are being analysed`), da: new RegExp(`Ordre #${n}: dine prøver analyseres`) },
    ]
    for (const move of moves) {
      await staffAgent.post(`/admin/lab-orders/${labOrder.id}`).send({ status: move.status }).expect(200)
      await waitForMail(member.email, move.da)
      await waitForMail(owner.email, move.en)
      await waitForMail(admin.email, move.en)
    }
    await staffAgent
      .post(`/admin/lab-orders/${labOrder.id}/result`)
      .send({ name: "panel.pdf", content: Buffer.from("%PDF-1.4 panel").toString("base64") })
      .expect(200)
    await waitForMail(member.email, new RegExp(`Resultater er klar for ordre #${n}`))
    await waitForMail(owner.email, new RegExp(`Results are ready for order #${n}`))
    await waitForMail(admin.email, new RegExp(`Results are ready for order #${n}`))

    // One mail per person and move (no duplicates), none about the lab's work to the billing mailbox.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const aboutLab = (subject: string) => new RegExp(`(Order|Ordre) #${n}: |(Results are ready|Resultater er klar)`).test(subject)
    for (const to of [member.email, owner.email, admin.email]) {
      expect((await mailsTo(to)).filter((mail) => aboutLab(mail.subject))).toHaveLength(4)
    }
    expect((await mailsTo(billing_email)).filter((mail) => aboutLab(mail.subject))).toEqual([])
  })
})
