import { describe, expect, it } from "vitest"
import { identityCustomer } from "./security/surface"
import { request, staff, uniqueEmail } from "./support/client"
import { waitForMail } from "./support/mail"

async function contactMessage(email = uniqueEmail("contact")) {
  const res = await request().post("/store/contact/form").send({ name: "Jane Doe", email, subject: "Shipping", message: `Do you ship to Norway? ${"long ".repeat(200)}` }).expect(201)
  return { id: res.body.id as string, email }
}

describe("contact messages: new or handled, and who handled them", () => {
  it("staff routes answer 401 to visitors and customers", async () => {
    const { id } = await contactMessage()
    const customer = await identityCustomer()
    for (const agent of [request(), customer.agent]) {
      expect((await agent.post(`/admin/contact-submissions/${id}`).send({ handled: true })).status).toBe(401)
      expect((await agent.post(`/admin/contact-submissions/${id}/reply`).send({ message: "Hi" })).status).toBe(401)
      expect((await agent.get(`/admin/contact-submissions?status=new`)).status).toBe(401)
    }
  })

  it("marks a message handled by the staff user, lists new and handled apart, and back to new", async () => {
    const { id } = await contactMessage()
    const admin = await staff()
    const fresh = await admin.get("/admin/contact-submissions?status=new&limit=100").expect(200)
    expect(fresh.body.submissions.find((s: { id: string }) => s.id === id)).toMatchObject({ handled_at: null, handled_by_email: null })
    const handled = await admin.post(`/admin/contact-submissions/${id}`).send({ handled: true }).expect(200)
    expect(handled.body.submission).toMatchObject({ id, handled_by_email: "admin@example.com" })
    expect(handled.body.submission.handled_at).toBeTruthy()
    const listed = await admin.get("/admin/contact-submissions?status=handled&limit=100").expect(200)
    expect(listed.body.submissions.map((s: { id: string }) => s.id)).toContain(id)
    expect((await admin.get("/admin/contact-submissions?status=new&limit=100").expect(200)).body.submissions.map((s: { id: string }) => s.id)).not.toContain(id)
    const reopened = await admin.post(`/admin/contact-submissions/${id}`).send({ handled: false }).expect(200)
    expect(reopened.body.submission).toMatchObject({ handled_at: null, handled_by: null })
    expect((await admin.post(`/admin/contact-submissions/csub_unknown`).send({ handled: true })).status).toBe(404)
    expect((await admin.get("/admin/contact-submissions?status=open")).status).toBe(400)
  })

  it("a reply is mailed to the sender and handles the message", async () => {
    const { id, email } = await contactMessage()
    const admin = await staff()
    const res = await admin.post(`/admin/contact-submissions/${id}/reply`).send({ message: "Yes, we ship to Norway <within 5 days>." }).expect(200)
    expect(res.body.submission).toMatchObject({ id, handled_by_email: "admin@example.com" })
    const mail = await waitForMail(email, /Re: Shipping/)
    expect(mail.text).toContain("Yes, we ship to Norway <within 5 days>.")
    expect(mail.html).toContain("&lt;within 5 days&gt;")
    expect((await admin.post(`/admin/contact-submissions/${id}/reply`).send({ message: "" })).status).toBe(400)
  })
})
