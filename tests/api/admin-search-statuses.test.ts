import { randomUUID } from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { request, staff } from "./support/client"
import { clinic, individual, type Status } from "./support/commerce-fixtures"
import { sql } from "./support/db"

type Admin = Awaited<ReturnType<typeof staff>>
const STATUSES: Status[] = ["awaiting", "approved", "rejected"]
/** A word only this file's clinics and applicants carry. */
const mark = `Vestfyn${randomUUID().replace(/-/g, "").slice(0, 6)}`

let admin: Admin
const clinicIds: Record<string, string> = {}
const applicantIds: Record<string, string> = {}
const applicantEmails: Record<string, string> = {}

beforeAll(async () => {
  admin = await staff()
  for (const status of STATUSES) {
    const id = await clinic("Epilepsy Clinic", status)
    await sql(`update clinic set name = $2 where id = $1`, [id, `Neurologisk Klinik ${mark} ${status}`])
    clinicIds[status] = id
    const customer = await individual(status)
    await sql(`update customer_application set first_name = 'Ingrid', last_name = $2 where customer_id = $1`, [customer.id, `${mark}-${status}`])
    applicantIds[status] = customer.id
    applicantEmails[status] = customer.email
  }
}, 120_000)

describe("GET /admin/clinics?q= (a search finds a clinic whatever its status)", () => {
  it("finds the clinics of every status when no status is given, each with its status", async () => {
    const res = await admin.get(`/admin/clinics?q=${mark.toLowerCase()}`).expect(200)
    expect(res.body.count).toBe(3)
    const found = Object.fromEntries(res.body.clinics.map((c: { id: string; status: string }) => [c.id, c.status]))
    expect(found).toEqual({ [clinicIds.awaiting]: "awaiting", [clinicIds.approved]: "approved", [clinicIds.rejected]: "rejected" })
  })

  it("narrows to one status when one is chosen with the search", async () => {
    const res = await admin.get(`/admin/clinics?q=${mark}&status=rejected`).expect(200)
    expect(res.body.clinics.map((c: { id: string }) => c.id)).toEqual([clinicIds.rejected])
  })
})

describe("GET /admin/applications?q= (applications searched by name or email, across statuses)", () => {
  it("finds the applicants of every status by part of the name they gave, each with its status", async () => {
    const res = await admin.get(`/admin/applications?q=${encodeURIComponent(`ingrid ${mark.toLowerCase()}`)}`).expect(200)
    expect(res.body.count).toBe(3)
    const found = Object.fromEntries(res.body.applications.map((a: { customer_id: string; status: string }) => [a.customer_id, a.status]))
    expect(found).toEqual({ [applicantIds.awaiting]: "awaiting", [applicantIds.approved]: "approved", [applicantIds.rejected]: "rejected" })
  })

  it("finds one applicant by her email, and narrows by status and pages", async () => {
    const byEmail = await admin.get(`/admin/applications?q=${encodeURIComponent(applicantEmails.approved.toUpperCase())}`).expect(200)
    expect(byEmail.body.applications.map((a: { customer_id: string }) => a.customer_id)).toEqual([applicantIds.approved])
    const awaiting = await admin.get(`/admin/applications?q=${mark}&status=awaiting`).expect(200)
    expect(awaiting.body.applications.map((a: { customer_id: string }) => a.customer_id)).toEqual([applicantIds.awaiting])
    const paged = await admin.get(`/admin/applications?q=${mark}&limit=2&offset=2`).expect(200)
    expect([paged.body.count, paged.body.applications.length]).toEqual([3, 1])
  })

  it("takes wildcards literally, answers 400 naming q when too long, 401 without staff", async () => {
    expect((await admin.get(`/admin/applications?q=${encodeURIComponent(`${mark}%_`)}`).expect(200)).body.count).toBe(0)
    const long = await admin.get(`/admin/applications?q=${"x".repeat(257)}`).expect(400)
    expect(long.body).toMatchObject({ type: "invalid_data", message: expect.stringContaining("q") })
    await request().get(`/admin/applications?q=${mark}`).expect(401)
  })
})
