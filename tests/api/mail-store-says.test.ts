import { formatStoreMoney } from "@clinic-store/contract"
import { describe, expect, it, vi } from "vitest"
import { identityCustomer } from "./security/surface"
import { request, staff } from "./support/client"
import { sql } from "./support/db"
import { mailsTo, waitForMail, type Mail } from "./support/mail"
import { DK_ADDRESS, checkout, identityClinicMember } from "./support/identity-commerce"

vi.setConfig({ testTimeout: 120_000 })

const b64 = (text: string) => Buffer.from(text).toString("base64")

async function labOrderOf(orderId: string, sku: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [row] = await sql<{ id: string }>(
      `select lo.id from lab_order lo join line_item li on li.id = lo.line_item_id join product_variant v on v.id = li.variant_id where lo.order_id = $1 and v.sku = $2`,
      [orderId, sku]
    )
    if (row) return row.id
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no lab order for ${sku}`)
}

/** Waits until `to` has `count` mails whose subject matches, then checks no more come. */
async function exactly(to: string, subject: RegExp, count: number): Promise<Mail[]> {
  await waitForMail(to, subject, count)
  await new Promise((resolve) => setTimeout(resolve, 400))
  const matching = (await mailsTo(to)).filter((mail) => subject.test(mail.subject))
  expect(matching, `${subject}`).toHaveLength(count)
  return matching
}

describe("one mail per lab-order status change, in the customer's language, never with result data", () => {
  it("kit sent, awaiting samples, in analysis, results ready, cancelled", async () => {
    const member = await identityClinicMember("Epilepsy Clinic")
    await sql(`update customer set metadata = coalesce(metadata, '{}') || '{"locale":"da"}' where id = $1`, [member.id])
    const order = await checkout(member, [
      { sku: "EPI-PANEL-STD", quantity: 1 },
      { sku: "EPI-PANEL-RAPID", quantity: 1 },
    ])
    const [standard, rapid] = [await labOrderOf(order.id, "EPI-PANEL-STD"), await labOrderOf(order.id, "EPI-PANEL-RAPID")]
    const admin = await staff()
    // Lab mails go to the member who ordered (here also the clinic's owner: one mail, not two); billing gets none.
    const to = member.email
    const told: [string, RegExp][] = [
      ["kit_sent", /testkit er på vej/],
      ["awaiting_samples", /venter på dine prøver/],
      ["in_analysis", /prøver analyseres/],
    ]
    for (const [status, subject] of told) {
      await admin.post(`/admin/lab-orders/${standard}`).send({ status }).expect(200)
      const [mail] = await exactly(to, subject, 1)
      expect(mail.subject).toContain(`#${order.display_id}`)
      expect(mail.text).toContain("Standard (21 days)")
      expect(mail.text).not.toContain("Rapid (10 days)")
      expect(mail.text).toContain("lang=da")
    }
    await admin.post(`/admin/lab-orders/${standard}/result`).send({ name: "amh-result.txt", content: b64("RESULT-VALUE-9931") }).expect(200)
    await exactly(to, /Resultater er klar/, 1)
    await admin.post(`/admin/lab-orders/${rapid}`).send({ status: "canceled" }).expect(200)
    const [canceled] = await exactly(to, /annulleret/, 1)
    expect(canceled.text).toContain("Rapid (10 days)")
    for (const mail of await mailsTo(to)) {
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/RESULT-VALUE-9931|amh-result/)
    }
    // One per status change: nothing else about the lab, and none of it to the billing mailbox.
    const labMail = /testkit er på vej|venter på dine prøver|prøver analyseres|Resultater er klar|annulleret/
    expect((await mailsTo(to)).filter((mail) => labMail.test(mail.subject))).toHaveLength(told.length + 2)
    expect((await mailsTo(member.billingEmail)).filter((mail) => labMail.test(mail.subject))).toEqual([])
  })
})

describe("the order mail says what the confirmation page says", () => {
  it("each line's product and variant with Medusa's line amount, and Medusa's totals incl. VAT, formatted as the store does in the customer's language", async () => {
    const member = await identityClinicMember("Epilepsy Clinic")
    await sql(`update customer set metadata = coalesce(metadata, '{}') || '{"locale":"da"}' where id = $1`, [member.id])
    const placed = await checkout(member, [{ sku: "EPI-PANEL-STD", quantity: 2 }], {}, { currency: "dkk", address: DK_ADDRESS })
    const res = await member.agent.get(`/store/orders/?id=${placed.id}`).expect(200)
    const order = res.body.order as {
      currency_code: string
      subtotal: number
      shipping_total: number
      tax_total: number
      total: number
      items: { subtotal: number; original_total: number; includes_tax: boolean }[]
    }
    expect(order.tax_total).toBeGreaterThan(0)
    // Denmark prices include VAT (issue 43): a line shows its price incl. VAT, the totals say which amounts include it.
    expect(order.items[0].includes_tax).toBe(true)
    const money = (amount: number) => formatStoreMoney(amount, order.currency_code, "da")
    const mail = await waitForMail(member.billingEmail, /er afgivet/)
    expect(mail.text).toContain(`2 × Epilepsy`)
    expect(mail.text).toContain(`– Standard (21 days): ${money(order.items[0].original_total)}`)
    expect(mail.text).not.toContain(`– Standard (21 days): ${money(order.items[0].subtotal)}`)
    for (const line of [`Subtotal ekskl. moms: ${money(order.subtotal)}`, `Forsendelse ekskl. moms: ${money(order.shipping_total)}`, `Moms: ${money(order.tax_total)}`, `I alt inkl. moms: ${money(order.total)}`]) {
      expect(mail.text).toContain(line)
    }
    expect(mail.text).toContain("lang=da")
  })
})

describe("membership changes are mailed to the member", () => {
  it("promoted, demoted, made the owner, removed", async () => {
    const owner = await identityClinicMember("Epilepsy Clinic")
    const member = await identityCustomer()
    const [{ id: memberId }] = await sql<{ id: string }>(
      `insert into clinic_member (id, clinic_id, customer_id, role) values ('cmem_mail_' || substr(md5(random()::text), 1, 12), $1, $2, 'member') returning id`,
      [owner.clinicId, member.id]
    )
    await owner.agent.post(`/store/clinics/promote/${memberId}`).expect(200)
    await exactly(member.email, /now an admin of/, 1)
    await owner.agent.post(`/store/clinics/demote/${memberId}`).expect(200)
    await exactly(member.email, /now a member of/, 1)
    await owner.agent.post(`/store/clinics/transfer-ownership/${memberId}`).expect(200)
    const [owned] = await exactly(member.email, /now the owner of/, 1)
    expect(owned.subject).toContain(`Clinic ${owner.clinicId}`)
    const [{ id: ownerMemberId }] = await sql<{ id: string }>(`select id from clinic_member where customer_id = $1`, [owner.id])
    await member.agent.delete(`/store/clinics/members/${ownerMemberId}`).expect(200)
    await exactly(owner.email, /no longer a member of/, 1)
  })
})

describe("POST /store/user/locale: the language the customer uses the store in is the language of their mail", () => {
  it("remembers it on the customer; their next mail and its link are in it", async () => {
    const customer = await identityCustomer()
    expect((await request().post("/store/user/locale").send({ locale: "es" })).status).toBe(401)
    expect((await customer.agent.post("/store/user/locale").send({ locale: "fr" })).status).toBe(400)
    await customer.agent.post("/store/user/locale").send({ locale: "es" }).expect(200)
    const [row] = await sql<{ locale: string }>(`select metadata ->> 'locale' as locale from customer where id = $1`, [customer.id])
    expect(row.locale).toBe("es")
    await customer.agent.post("/store/application").send({ first_name: "Ana", last_name: "Ruiz", reason: "Control" }).expect(201)
    await (await staff()).post(`/admin/applications/${customer.id}`).send({ status: "approved" }).expect(200)
    const mail = await waitForMail(customer.email, /aprobada/)
    expect(mail.text).toContain("lang=es")
  })
})
