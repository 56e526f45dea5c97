import { describe, expect, it } from "vitest"
import { identityCustomer } from "./security/surface"
import { request, staff } from "./support/client"
import { waitForMail } from "./support/mail"

const ADDRESS = { first_name: "Ada", last_name: "Lovelace", address_1: "12 Analytical Row", city: "Boston", postal_code: "02110", country_code: "us" }

async function applicant() {
  const customer = await identityCustomer()
  await customer.agent
    .post("/store/application")
    .send({ first_name: "Ada", last_name: "Lovelace", phone: "+1 555 0100", date_of_birth: "1990-04-01", reason: "Monitoring my thyroid", billing_address: ADDRESS })
    .expect(201)
  return customer
}

describe("GET /admin/applications/:customerId: everything the applicant gave, before a decision", () => {
  it("answers 401 to visitors and customers", async () => {
    const ada = await applicant()
    expect((await request().get(`/admin/applications/${ada.id}`)).status).toBe(401)
    expect((await ada.agent.get(`/admin/applications/${ada.id}`)).status).toBe(401)
    expect((await ada.agent.post(`/admin/applications/${ada.id}`).send({ status: "approved" })).status).toBe(401)
  })

  it("shows the address, phone, date of birth and reason; 404 for a customer without an application", async () => {
    const ada = await applicant()
    const admin = await staff()
    const res = await admin.get(`/admin/applications/${ada.id}`).expect(200)
    expect(res.body.application).toMatchObject({
      customer_id: ada.id,
      email: ada.email,
      first_name: "Ada",
      last_name: "Lovelace",
      status: "awaiting",
      phone: "+1 555 0100",
      date_of_birth: "1990-04-01",
      reason: "Monitoring my thyroid",
      billing_address: { address_1: "12 Analytical Row", city: "Boston", postal_code: "02110", country_code: "us" },
    })
    const nobody = await identityCustomer()
    expect((await admin.get(`/admin/applications/${nobody.id}`)).status).toBe(404)
    expect((await admin.get(`/admin/applications/cus_unknown`)).status).toBe(404)
  })
})

describe("a decision's reason is mailed to the applicant", () => {
  it("an individual rejected with a reason reads it in the mail (HTML escaped)", async () => {
    const ada = await applicant()
    const admin = await staff()
    await admin.post(`/admin/applications/${ada.id}`).send({ status: "rejected", reason: "We need a <referral> from your doctor" }).expect(200)
    const mail = await waitForMail(ada.email, /not approved/)
    expect(mail.text).toContain("Reason: We need a <referral> from your doctor")
    expect(mail.html).toContain("We need a &lt;referral&gt; from your doctor")
    expect((await admin.post(`/admin/applications/${ada.id}`).send({ status: "rejected", reason: "x".repeat(2001) })).status).toBe(400)
  })

  it("a rejection without a reason is refused with a 400 naming the reason, and changes nothing", async () => {
    const ada = await applicant()
    const admin = await staff()
    for (const body of [{ status: "rejected" }, { status: "rejected", reason: "   " }]) {
      const refused = await admin.post(`/admin/applications/${ada.id}`).send(body)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toMatch(/^reason: /)
    }
    expect((await admin.get(`/admin/applications/${ada.id}`)).body.application.status).toBe("awaiting")
  })

  it("a clinic rejected with a reason: the owner and the billing email read it", async () => {
    const owner = await identityCustomer()
    const billing = `billing-${owner.id.toLowerCase()}@example.test`
    const created = await owner.agent
      .post("/store/clinics")
      .send({ clinic: { name: "Reasoned Clinic", type: "Fertility Clinic", billing_email: billing, billing_address: ADDRESS } })
      .expect(201)
    const admin = await staff()
    await admin.post(`/admin/clinics/${created.body.clinic.id}`).send({ status: "rejected", reason: "The clinic licence number is missing" }).expect(200)
    for (const to of [owner.email, billing]) {
      expect((await waitForMail(to, /not approved/)).text).toContain("Reason: The clinic licence number is missing")
    }
  })
})
