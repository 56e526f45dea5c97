import { describe, expect, it } from "vitest"
import { clinicBody } from "./support/clinic-fixtures"
import { signedInCustomer, staff } from "./support/client"
import { sql } from "./support/db"
import { regionId } from "./support/commerce-fixtures"

const DANISH_ADDRESS = { first_name: "Ida", last_name: "Holm", address_1: "Nørregade 1", city: "København", postal_code: "1165", country_code: "DK" }
const application = { first_name: "Ida", last_name: "Holm", reason: "Fertility planning" }

function unserved(body: { type: string; message: string }, country: string) {
  expect(body.type).toBe("invalid_data")
  expect(body.message).toContain(`does not serve ${country}`)
  // The served countries are named so the customer can choose one.
  for (const served of ["DK", "US", "JP", "DE"]) expect(body.message).toContain(served)
}

describe("countries the store serves", () => {
  it("refuses creating a clinic billed in a country no region serves, naming it and the served ones", async () => {
    const { agent, id } = await signedInCustomer()
    const res = await agent.post("/store/clinics").send(clinicBody({ billing_address: { ...DANISH_ADDRESS, country_code: "gb" } })).expect(400)
    unserved(res.body, "GB")
    expect(res.body.message).toContain("billing_address.country_code")
    const rows = await sql(`select 1 from clinic_member where customer_id = $1`, [id])
    expect(rows).toHaveLength(0)
    await agent.post("/store/clinics").send(clinicBody({ billing_address: DANISH_ADDRESS })).expect(201)
  })

  it("refuses moving a clinic's billing address to an unserved country", async () => {
    const { agent } = await signedInCustomer()
    const created = await agent.post("/store/clinics").send(clinicBody()).expect(201)
    const res = await agent.put(`/store/clinics/${created.body.clinic.id}`).send({ billing_address: { ...DANISH_ADDRESS, country_code: "ch" } }).expect(400)
    unserved(res.body, "CH")
    const [row] = await sql<{ country: string }>(`select billing_address ->> 'country_code' as country from clinic where id = $1`, [created.body.clinic.id])
    expect(row.country).toBe("us")
    await agent.put(`/store/clinics/${created.body.clinic.id}`).send({ billing_address: DANISH_ADDRESS }).expect(200)
  })

  it("takes an individual's billing address with the application: their products are priced in its region without region_id", async () => {
    const applicant = await signedInCustomer()
    await applicant.agent.post("/store/application").send({ ...application, billing_address: DANISH_ADDRESS }).expect(201)
    const me = await applicant.agent.get("/store/user/me").expect(200)
    expect(me.body.customer.billing_address).toMatchObject({ address_1: "Nørregade 1", country_code: "dk", first_name: "Ida" })
    const admin = await staff()
    await admin.post(`/admin/applications/${applicant.id}`).send({ status: "approved" }).expect(200)
    const products = await applicant.agent.get("/store/user/products/").expect(200)
    expect(products.body.region_id).toBe(await regionId("dkk"))
    expect(products.body.currency_code).toBe("dkk")
  })

  it("refuses an application whose billing address is in an unserved country (nothing stored)", async () => {
    const applicant = await signedInCustomer()
    const res = await applicant.agent.post("/store/application").send({ ...application, billing_address: { ...DANISH_ADDRESS, country_code: "no" } }).expect(400)
    unserved(res.body, "NO")
    const me = await applicant.agent.get("/store/user/me").expect(200)
    expect(me.body.customer.application_status ?? null).toBeNull()
    expect(me.body.customer.billing_address ?? null).toBeNull()
  })

  it("refuses an application billing address without a country (400 naming the field)", async () => {
    const applicant = await signedInCustomer()
    const noCountry = Object.fromEntries(Object.entries(DANISH_ADDRESS).filter(([field]) => field !== "country_code"))
    const res = await applicant.agent.post("/store/application").send({ ...application, billing_address: noCountry }).expect(400)
    expect(res.body.message).toContain("country_code")
  })
})
