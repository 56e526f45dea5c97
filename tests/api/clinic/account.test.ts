import { describe, expect, it, vi } from "vitest"
import { clinicWithMembers, ownedClinic } from "../support/clinic-fixtures"
import { request, signedInCustomer, uniqueEmail } from "../support/client"
import { sql } from "../support/db"
import { exchangeToken, storeToken } from "../support/sign-in"

// Each test builds clinics through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

describe("GET /store/user/me", () => {
  it("answers the customer without a clinic: no role, no application status yet, two-factor off", async () => {
    const { agent, id, email } = await signedInCustomer()
    const res = await agent.get("/store/user/me").expect(200)
    expect(res.body.customer).toMatchObject({
      id,
      email,
      first_name: "Test",
      last_name: "Customer",
      billing_address: null,
      shipping_addresses: [],
      clinic: null,
      clinic_role: null,
      application_status: null,
      two_factor_enabled: false,
    })
  })

  it("answers the clinic, the role and the clinic's status as application status", async () => {
    const c = await clinicWithMembers()
    const admin = await c.admin.agent.get("/store/user/me").expect(200)
    expect(admin.body.customer).toMatchObject({ clinic_role: "admin", application_status: "approved" })
    expect(admin.body.customer.clinic).toMatchObject({ id: c.clinicId, type: "Epilepsy Clinic", status: "approved" })
    const pending = await ownedClinic({ approve: false })
    const owner = await pending.owner.agent.get("/store/user/me").expect(200)
    expect(owner.body.customer).toMatchObject({ clinic_role: "owner", application_status: "awaiting" })
  })

  it("reports two_factor_enabled from the last token, never from the customer's metadata", async () => {
    const customer = await signedInCustomer()
    expect((await customer.agent.get("/store/user/me").expect(200)).body.customer.two_factor_enabled).toBe(false)
    await exchangeToken(customer.agent, await storeToken(customer.email, customer.subject, { two_factor_enabled: true })).expect(200)
    expect((await customer.agent.get("/store/user/me").expect(200)).body.customer.two_factor_enabled).toBe(true)
    await exchangeToken(customer.agent, await storeToken(customer.email, customer.subject)).expect(200)
    await sql(`update customer set metadata = '{"two_factor_enabled": true}' where id = $1`, [customer.id])
    // A direct database edit announces nothing to the read cache (docs/api.md): ask past it.
    const fresh = await customer.agent.get("/store/user/me").set("Cache-Control", "no-cache").expect(200)
    expect(fresh.body.customer.two_factor_enabled).toBe(false)
  })

  it("answers 401 without a session", async () => {
    const res = await request().get("/store/user/me").expect(401)
    expect(res.body.type).toBe("unauthorized")
  })
})

describe("DELETE /store/user/delete/", () => {
  it("erases personal data, ends the session and keeps no way to sign in", async () => {
    const email = uniqueEmail("leaver")
    const { agent, id, subject } = await signedInCustomer(email)
    await agent.post("/store/application").send({ first_name: "Leo", last_name: "Leaver" }).expect(201)
    await agent.post("/store/files").send({ name: "a.txt", content: Buffer.from("private").toString("base64") }).expect(201)
    await agent.post("/store/contact/form").send({ name: "Leaver", email, message: "hello" }).expect(201)
    const res = await agent.delete("/store/user/delete/").expect(200)
    expect(res.body).toMatchObject({ id, deleted: true })
    const [row] = await sql<{ email: string; first_name: string | null; has_account: boolean; deleted_at: Date | null }>(
      `select email, first_name, has_account, deleted_at from customer where id = $1`,
      [id]
    )
    expect(row.email).not.toContain(email.split("@")[0])
    expect(row).toMatchObject({ first_name: null, has_account: false })
    expect(row.deleted_at).not.toBeNull()
    expect(await sql(`select id from uploaded_file where customer_id = $1`, [id])).toEqual([])
    expect(await sql(`select id from contact_submission where email = $1`, [email])).toEqual([])
    await agent.get("/store/user/me").expect(401)
    expect(await sql(`select 1 from customer_application where customer_id = $1`, [id])).toEqual([])
    expect(await sql(`select 1 from customer_identity where customer_id = $1`, [id])).toEqual([])
    // The identity is free again: its next sign-in makes a new, empty customer.
    const again = await exchangeToken(agent, await storeToken(email, subject)).expect(200)
    expect(again.body.customer.id).not.toBe(id)
  })

  it("removes a member's membership; a sole owner's clinic goes too", async () => {
    const c = await clinicWithMembers()
    await c.member.agent.delete("/store/user/delete").expect(200)
    expect(await sql(`select id from clinic_member where customer_id = $1`, [c.member.id])).toEqual([])
    const solo = await ownedClinic()
    await solo.owner.agent.delete("/store/user/delete/").expect(200)
    expect(await sql(`select id from clinic where id = $1`, [solo.clinicId])).toEqual([])
  })

  it("refuses the owner of a clinic with other members (409) and changes nothing", async () => {
    const c = await clinicWithMembers()
    const res = await c.owner.agent.delete("/store/user/delete/").expect(409)
    expect(res.body.message).toContain("Transfer ownership")
    await c.owner.agent.get("/store/user/me").expect(200)
  })

  it("answers 401 without a session", async () => {
    await request().delete("/store/user/delete/").expect(401)
  })
})
