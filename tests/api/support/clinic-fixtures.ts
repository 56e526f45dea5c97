import { signedInCustomer, staff, uniqueEmail } from "./client"

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
    const admin = await staff()
    await expectStatus(await admin.post(`/admin/clinics/${clinicId}`).send({ status: "approved" }), 200, "approve clinic")
  }
  const clinic = await expectStatus(await owner.agent.get(`/store/clinics/${clinicId}`), 200, "read clinic")
  const ownerMemberId = (clinic.body.clinic.members as { id: string; role: string }[]).find((m) => m.role === "owner")!.id
  return { clinicId, owner: { ...owner, memberId: ownerMemberId } as ClinicAgent }
}

/** Invites a new customer into the clinic through the API and has them accept; returns them as a member. */
export async function joinClinic(inviter: CustomerAgent["agent"], clinicId: string, tag = "member"): Promise<ClinicAgent> {
  const joiner = await signedInCustomer(uniqueEmail(tag))
  const invite = await expectStatus(await inviter.post("/store/invites/").send({ to: joiner.email }), 201, "invite")
  await expectStatus(await joiner.agent.put(`/store/invites/${invite.body.invite.id}`).send({ status: "approved" }), 200, "accept")
  const clinic = await expectStatus(await joiner.agent.get(`/store/clinics/${clinicId}`), 200, "read clinic")
  const memberId = (clinic.body.clinic.members as { id: string; customer_id: string }[]).find((m) => m.customer_id === joiner.id)!.id
  return { ...joiner, memberId }
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
