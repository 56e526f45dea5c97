import { randomUUID } from "node:crypto"
import { signedInCustomer, staff, uniqueEmail } from "./client"
import { clinicMember } from "./commerce-fixtures"
import { sql } from "./db"
import { verifiedCustomer } from "./mail"

/** A signed-in customer agent (see signedInCustomer) with its clinic membership id when it has one. */
export type CustomerAgent = Awaited<ReturnType<typeof signedInCustomer>>
export type ClinicAgent = CustomerAgent & { memberId: string }
export type ClinicType = "Epilepsy Clinic" | "Fertility Clinic"

/** A valid clinic body for POST /store/clinics. */
export function clinicBody(overrides: Record<string, unknown> = {}) {
  return {
    clinic: {
      name: `Test Clinic ${Math.random().toString(36).slice(2, 8)}`,
      type: "Epilepsy Clinic" as ClinicType,
      billing_email: uniqueEmail("billing"),
      billing_address: { address_1: "1 Main Street", city: "Springfield", postal_code: "12345", country_code: "us" },
      ...overrides,
    },
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Response = { status: number; body: any }

async function expectStatus(res: Response, status: number, what: string): Promise<Response> {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`)
  return res
}

let staffAgent: ReturnType<typeof staff> | undefined

/** One signed-in staff agent per test file (fixtures reuse it instead of signing in again). */
export function sharedStaff(): ReturnType<typeof staff> {
  staffAgent ??= staff()
  return staffAgent
}

/** The clinic membership id of a customer (read from the database: cheaper than a request). */
async function memberIdOf(customerId: string): Promise<string> {
  const [row] = await sql<{ id: string }>(`select id from clinic_member where customer_id = $1`, [customerId])
  if (!row) throw new Error(`customer ${customerId} belongs to no clinic`)
  return row.id
}

/** Creates a clinic owned by a new signed-in customer (status `awaiting` unless `approve`). */
export async function ownedClinic(options: { type?: ClinicType; approve?: boolean } = {}) {
  const owner = await signedInCustomer(uniqueEmail("owner"))
  const created = await expectStatus(
    await owner.agent.post("/store/clinics").send(clinicBody({ type: options.type ?? "Epilepsy Clinic" })),
    201,
    "create clinic"
  )
  const clinicId = created.body.clinic.id as string
  if (options.approve ?? true) {
    const admin = await sharedStaff()
    await expectStatus(await admin.post(`/admin/clinics/${clinicId}`).send({ status: "approved" }), 200, "approve clinic")
  }
  return { clinicId, owner: { ...owner, memberId: await memberIdOf(owner.id) } as ClinicAgent }
}

/** Invites a new customer (address verified: only they answer invites) into the clinic through the API and has them accept; returns them as a member. */
export async function joinClinic(inviter: CustomerAgent["agent"], clinicId: string, tag = "member"): Promise<ClinicAgent> {
  const joiner = await verifiedCustomer(uniqueEmail(tag))
  const invite = await expectStatus(await inviter.post("/store/invites/").send({ to: joiner.email }), 201, "invite")
  await expectStatus(await joiner.agent.put(`/store/invites/${invite.body.invite.id}`).send({ status: "approved" }), 200, "accept")
  const memberId = await memberIdOf(joiner.id)
  const [row] = await sql<{ clinic_id: string }>(`select clinic_id from clinic_member where id = $1`, [memberId])
  if (row.clinic_id !== clinicId) throw new Error(`joined ${row.clinic_id}, expected ${clinicId}`)
  return { ...joiner, memberId }
}

/**
 * A new signed-in member of the clinic, made directly in the database: for suites that need more members of one clinic
 * than the invite limits (10 invites per account and per clinic an hour) let its owner invite through the API.
 */
export async function memberInDatabase(clinicId: string, role: "admin" | "member" = "member"): Promise<ClinicAgent> {
  const member = await clinicMember("Epilepsy Clinic", role, "approved", clinicId)
  return { ...member, memberId: await memberIdOf(member.id) }
}

/**
 * An awaiting invite of the clinic from `inviterId` to a new address, made directly in the database (no mail sent,
 * nothing counted against the invite limits); answers its id.
 */
export async function invitedInDatabase(clinicId: string, inviterId: string): Promise<string> {
  // the id of a mailed link: inv_ and 26 characters of 0-9 and A-Z, as Medusa's ULIDs are
  const id = `inv_${randomUUID().replace(/-/g, "").slice(0, 26).toUpperCase()}`
  await sql(`insert into clinic_invite (id, "to", status, clinic_id, inviter_id) values ($1, $2, 'awaiting', $3, $4)`, [
    id,
    uniqueEmail("invitee"),
    clinicId,
    inviterId,
  ])
  return id
}

/**
 * An approved clinic (staff-approved through the admin API) with an owner, an admin (promoted by the
 * owner) and a plain member, each a signed-in agent. Everything goes through the HTTP API.
 */
export async function clinicWithMembers(options: { type?: ClinicType; approve?: boolean } = {}) {
  const { clinicId, owner } = await ownedClinic(options)
  const admin = await joinClinic(owner.agent, clinicId, "admin")
  await expectStatus(await owner.agent.post(`/store/clinics/promote/${admin.memberId}`), 200, "promote")
  const member = await joinClinic(owner.agent, clinicId, "member")
  return { clinicId, owner, admin, member }
}

/**
 * A signed-in individual customer (no clinic) whose application has `status`: applied through the API,
 * then (unless `awaiting`) decided by staff through the admin API.
 */
/** A staff decision's body: a rejection carries the reason the applicant is mailed. */
const decision = (status: "approved" | "rejected") => (status === "rejected" ? { status, reason: "Test rejection" } : { status })

export async function individualCustomer(status: "awaiting" | "approved" | "rejected" = "approved") {
  const customer = await signedInCustomer(uniqueEmail(`individual-${status}`))
  await expectStatus(
    await customer.agent.post("/store/application").send({ first_name: "Test", last_name: "Customer" }),
    201,
    "apply"
  )
  if (status !== "awaiting") {
    const admin = await sharedStaff()
    await expectStatus(await admin.post(`/admin/applications/${customer.id}`).send(decision(status)), 200, "decide application")
  }
  return customer
}
