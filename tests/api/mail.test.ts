import { describe, expect, it, vi } from "vitest"
import { ownedClinic, individualCustomer } from "./support/clinic-fixtures"
import { request, signedInCustomer, staff, uniqueEmail } from "./support/client"
import { approvedIndividual, labOrdersOf, placeOrder, toInAnalysis } from "./support/commerce-fixtures"
import { sql } from "./support/db"
import { linkIn, mailsTo, verifiedCustomer, waitForMail } from "./support/mail"

// Orders and clinics are built through the HTTP API; generous time on a busy machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

type Notification = { id: string; to: string; event_name: string; resource_id: string; provider_id: string }

/** What a Notification keeps of its mail (the admin list leaves `data` out). */
async function storedData(notificationId: string): Promise<Record<string, unknown>> {
  const [row] = await sql<{ data: Record<string, unknown> }>(`select data from notification where id = $1`, [notificationId])
  return row.data
}

/** The Medusa Notifications to `to` (newest first), as staff list them. */
async function notificationsTo(to: string): Promise<Notification[]> {
  const res = await (await staff()).get("/admin/notifications").query({ to, limit: 50, include_resends: true }).expect(200)
  return res.body.notifications as Notification[]
}

describe("mail: every message of the contract's table", () => {
  it("invite created: the invitee learns the clinic and who invited, with a link to sign up that leads to the invite", async () => {
    const { owner } = await ownedClinic()
    await sql(`update customer set first_name = 'Olivia', last_name = 'Owner' where id = $1`, [owner.id])
    const to = uniqueEmail("invitee")
    const invite = await owner.agent.post("/store/invites/").send({ to }).expect(201)
    const mail = await waitForMail(to, /invited you/)
    expect(mail.subject).toMatch(/^Olivia Owner invited you to .+ on Clinic Store$/)
    expect(mail.text).toContain(invite.body.invite.clinic_name)
    const link = linkIn(mail)
    expect(link.origin).toBe("http://store.test")
    expect(link.pathname).toBe("/sign-up")
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ email: to, next: "/apply", invite: invite.body.invite.id })
    expect(mail.html).toContain("<a href=")
    const [notification] = await notificationsTo(to)
    expect(notification).toMatchObject({ event_name: "clinic_invite.created", resource_id: invite.body.invite.id, provider_id: "store-mail" })
  })

  it("invite created for an address with an account: the link leads to sign-in, in that person's language", async () => {
    const { owner } = await ownedClinic()
    const existing = await verifiedCustomer(uniqueEmail("existing"))
    await sql(`update customer set metadata = coalesce(metadata, '{}'::jsonb) || '{"locale":"es"}' where id = $1`, [existing.id])
    await owner.agent.post("/store/invites/").send({ to: existing.email }).expect(201)
    const mail = await waitForMail(existing.email, /te ha invitado/)
    expect(linkIn(mail).pathname).toBe("/login")
  })

  it("clinic approved and rejected: the owner and the billing email hear the decision", async () => {
    const { owner, clinicId } = await ownedClinic({ approve: false })
    const [{ billing_email }] = await sql<{ billing_email: string }>(`select billing_email from clinic where id = $1`, [clinicId])
    const admin = await staff()
    await admin.post(`/admin/clinics/${clinicId}`).send({ status: "approved" }).expect(200)
    for (const to of [owner.email, billing_email]) {
      const mail = await waitForMail(to, /approved/)
      expect(mail.text).toMatch(/has been approved/)
      expect(linkIn(mail).origin).toBe("http://store.test")
    }
    await admin.post(`/admin/clinics/${clinicId}`).send({ status: "rejected", reason: "Missing clinic licence" }).expect(200)
    expect((await waitForMail(owner.email, /not approved/)).text).toMatch(/was not approved/)
    // Saving the same status again announces nothing new.
    await admin.post(`/admin/clinics/${clinicId}`).send({ status: "rejected", reason: "Missing clinic licence" }).expect(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await mailsTo(owner.email)).filter((mail) => /not approved/.test(mail.subject))).toHaveLength(1)
  })

  it("individual application approved and rejected: the applicant hears the decision", async () => {
    const approved = await individualCustomer("approved")
    expect((await waitForMail(approved.email, /is approved/)).text).toMatch(/Your application has been approved/)
    const rejected = await individualCustomer("rejected")
    expect((await waitForMail(rejected.email, /not approved/)).text).toMatch(/Your application was not approved/)
  })

  it("order placed: the number, the items and Medusa's total, with a link to the order", async () => {
    const customer = await approvedIndividual()
    const { order } = await placeOrder(customer, [{ sku: "VITD-THY-1", quantity: 2 }])
    const mail = await waitForMail(customer.email, new RegExp(`Order #${order.display_id} is placed`))
    const [{ total, currency_code }] = await sql<{ total: number; currency_code: string }>(
      `select (select sum(amount) from payment where order_id = o.id) as total, o.currency_code from "order" o where o.id = $1`,
      [order.id]
    )
    const formatted = new Intl.NumberFormat("en", { style: "currency", currency: currency_code.toUpperCase() }).format(Number(total) / 100)
    expect(mail.text).toContain(`Total: ${formatted}`)
    expect(mail.text).toMatch(/2 × .+: /)
    expect(linkIn(mail).pathname).toBe(`/orders/${order.id}`)
  })

  it("lab result ready: the number and a sign-in link, never the result", async () => {
    const customer = await approvedIndividual()
    const { order } = await placeOrder(customer, [{ sku: "VITD-THY-1", quantity: 1 }])
    const [labOrder] = await labOrdersOf(order.id, 1)
    const admin = await toInAnalysis(labOrder.id)
    // Moves before results_ready send nothing about results.
    expect((await mailsTo(customer.email)).filter((mail) => /Results/.test(mail.subject))).toHaveLength(0)
    const secret = "Vitamin D 12 nmol/L DEFICIENT"
    await admin
      .post(`/admin/lab-orders/${labOrder.id}/result`)
      .send({ name: "vitamin-d-deficient.pdf", content: Buffer.from(`%PDF-1.4 ${secret}`).toString("base64") })
      .expect(200)
    const mail = await waitForMail(customer.email, new RegExp(`Results are ready for order #${order.display_id}`))
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/DEFICIENT|nmol|vitamin-d-deficient/i)
    }
    const link = linkIn(mail)
    expect(link.pathname).toBe("/login")
    expect(link.searchParams.get("next")).toBe(`/orders/${order.id}`)
  })
})

describe("mail: Medusa notifications", () => {
  it("lists each mail at /admin/notifications and resends it to the same address (a new notification, parent_id set)", async () => {
    const { owner } = await ownedClinic()
    const to = uniqueEmail("resend")
    await owner.agent.post("/store/invites/").send({ to }).expect(201)
    await waitForMail(to, /invited you/)
    const [first] = await notificationsTo(to)
    expect(await storedData(first.id)).toMatchObject({ locale: "en", content: { kind: "invite" } })
    const admin = await staff()
    await admin.post(`/admin/notifications/${first.id}/resend`).send({}).expect(200)
    await waitForMail(to, /invited you/, 2)
    const after = await notificationsTo(to)
    expect(after).toHaveLength(2)
    const resent = after.find((n) => n.id !== first.id)!
    expect(resent).toMatchObject({ event_name: "clinic_invite.created", to })
    expect(await sql(`select parent_id from notification where id = $1`, [resent.id])).toEqual([{ parent_id: first.id }])
  })

  it("keeps no code in a sign-up mail's notification and refuses to resend it", async () => {
    const email = uniqueEmail("secret")
    const browser = (await import("./support/client")).agent()
    await browser.post("/idp/sign-up").send({ email, password: "Quiet-Harbour-Lantern-42" }).expect(201)
    const mail = await waitForMail(email, /verification code/)
    const code = /\b(\d{6})\b/.exec(mail.text)![1]
    const [notification] = await notificationsTo(email)
    expect(notification).toMatchObject({ event_name: "idp_user.email_code", provider_id: "store-mail" })
    const data = await storedData(notification.id)
    expect(data).toEqual({ locale: "en", secret: true, content: { kind: "email_code" } })
    expect(JSON.stringify(data)).not.toContain(code)
    const resend = await (await staff()).post(`/admin/notifications/${notification.id}/resend`).send({})
    expect(resend.status).toBe(400)
    expect(resend.body.message).toMatch(/cannot be resent/)
  })

  it("previews a mail for staff exactly as it was sent, and only the kind of a code mail", async () => {
    const { owner } = await ownedClinic()
    const to = uniqueEmail("preview")
    await owner.agent.post("/store/invites/").send({ to }).expect(201)
    const mail = await waitForMail(to, /invited you/)
    const [invite] = await notificationsTo(to)
    const admin = await staff()
    const preview = await admin.get(`/admin/notifications/${invite.id}/preview`).expect(200)
    expect(preview.body.preview).toEqual({ kind: "invite", resendable: true, subject: mail.subject, text: mail.text, html: mail.html })

    const email = uniqueEmail("preview-code")
    await (await import("./support/client")).agent().post("/idp/sign-up").send({ email, password: "Quiet-Harbour-Lantern-42" }).expect(201)
    const codeMail = await waitForMail(email, /verification code/)
    const [code] = await notificationsTo(email)
    const secret = await admin.get(`/admin/notifications/${code.id}/preview`).expect(200)
    expect(secret.body.preview).toEqual({ kind: "email_code", resendable: false, subject: null, text: null, html: null })
    expect(JSON.stringify(secret.body)).not.toContain(/\b(\d{6})\b/.exec(codeMail.text)![1])

    const unknown = await admin.get("/admin/notifications/noti_unknown/preview").expect(404)
    expect(unknown.body.message).toMatch(/Notification/)
    await request().get(`/admin/notifications/${invite.id}/preview`).expect(401)
    await owner.agent.get(`/admin/notifications/${invite.id}/preview`).expect(401)
  })

  it("refuses /admin/notifications to customers and anonymous callers", async () => {
    await request().get("/admin/notifications").expect(401)
    const customer = await signedInCustomer()
    await customer.agent.get("/admin/notifications").expect(401)
  })
})

describe("dev mail outbox", () => {
  it("filters by address, newest first, and shows the mails as a page", async () => {
    const a = uniqueEmail("outbox")
    const { owner } = await ownedClinic()
    await owner.agent.post("/store/invites/").send({ to: a }).expect(201)
    await waitForMail(a, /invited you/)
    const res = await request().get("/dev/mail-outbox").query({ to: a.toUpperCase() }).expect(200)
    expect(res.body.messages).toHaveLength(1)
    expect(res.body.messages[0]).toEqual({
      id: expect.any(String),
      to: a,
      subject: expect.any(String),
      text: expect.any(String),
      html: expect.any(String),
      created_at: expect.any(String),
    })
    const page = await request().get("/dev/mail").query({ to: a }).expect(200)
    expect(page.headers["content-type"]).toMatch(/text\/html/)
    expect(page.text).toContain("invited you to")
    expect(page.text).toMatch(/<a href="http:\/\/store\.test\/sign-up\?/)
  })
})
