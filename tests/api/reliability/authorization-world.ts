import { agent, signedInCustomer, staff, uniqueEmail } from "../support/client"
import { clinicWithMembers, individualCustomer, invitedInDatabase, memberInDatabase } from "../support/clinic-fixtures"
import { createProduct, labOrdersOf, placeOrder, regionId, toInAnalysis, withUsBillingAddress } from "../support/commerce-fixtures"

/** The callers of the authorisation matrix. */
export const ACTORS = [
  "anonymous",
  "noApplication",
  "awaiting",
  "rejected",
  "approvedIndividual",
  "clinicMember",
  "clinicAdmin",
  "clinicOwner",
  "otherClinicMember",
  "staff",
] as const
export type Actor = (typeof ACTORS)[number]

export type Agent = ReturnType<typeof agent>

/** Everything the matrix requests act on: one agent per actor and clinic A's data (the "own" data). */
export type World = {
  agents: Record<Actor, Agent>
  clinicId: string
  otherClinicId: string
  ownerAgent: Agent
  orderId: string
  displayId: number
  cartId: string
  labOrderId: string
  productId: string
  regionId: string
  approvedIndividualId: string
  /** Clinic A's admin's membership id. */
  adminMemberId: string
  /**
   * A new plain member of clinic A (for routes that act on a member), made in the database: the matrix needs dozens,
   * more than the invite limits let one clinic invite.
   */
  freshMember: () => Promise<{ memberId: string; agent: Agent }>
  /** A new awaiting invite from clinic A's owner to a new address, made in the database for the same reason. */
  freshInvite: () => Promise<string>
}

async function expectOk(res: { status: number; body: unknown }, what: string) {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`)
  return res
}

/**
 * Builds the world through the HTTP API: clinic A (approved, owner/admin/member) with an order and a lab order
 * placed by its plain member, another approved clinic with a member, three individuals (awaiting, rejected,
 * approved), a customer without application, staff and an anonymous caller.
 */
export async function buildWorld(): Promise<World> {
  const [a, b, awaiting, rejected, approved, noApplication, staffAgent] = await Promise.all([
    clinicWithMembers({ type: "Epilepsy Clinic" }),
    clinicWithMembers({ type: "Epilepsy Clinic" }),
    individualCustomer("awaiting"),
    individualCustomer("rejected"),
    individualCustomer("approved"),
    signedInCustomer(uniqueEmail("no-application")),
    staff(),
  ])
  const { order, cartId } = await placeOrder(await withUsBillingAddress(a.member), [{ sku: "ASM-PGX-BLOOD", quantity: 1 }])
  const [labOrder] = await labOrdersOf(order.id, 1)
  const admin = await toInAnalysis(labOrder.id)
  const result = { name: "result.txt", content: Buffer.from("result").toString("base64") }
  await expectOk(await admin.post(`/admin/lab-orders/${labOrder.id}/result`).send(result), "result")
  const productId = await createProduct(["individual"])
  return {
    agents: {
      anonymous: agent(),
      noApplication: noApplication.agent,
      awaiting: awaiting.agent,
      rejected: rejected.agent,
      approvedIndividual: approved.agent,
      clinicMember: a.member.agent,
      clinicAdmin: a.admin.agent,
      clinicOwner: a.owner.agent,
      otherClinicMember: b.member.agent,
      staff: staffAgent,
    },
    clinicId: a.clinicId,
    otherClinicId: b.clinicId,
    ownerAgent: a.owner.agent,
    orderId: order.id,
    displayId: order.display_id,
    cartId,
    labOrderId: labOrder.id,
    productId,
    regionId: await regionId("usd"),
    approvedIndividualId: approved.id,
    adminMemberId: a.admin.memberId,
    freshMember: async () => {
      const member = await memberInDatabase(a.clinicId)
      return { memberId: member.memberId, agent: member.agent }
    },
    freshInvite: () => invitedInDatabase(a.clinicId, a.owner.id),
  }
}

/** The caller of one cell, with the clinic and member its request targets. */
export type Cell = { actor: Actor; agent: Agent; clinicId: string; memberId: string }

/** The cell of a shared actor: its agent, clinic A and a new plain member of clinic A. */
export async function sharedCell(world: World, actor: Actor): Promise<Cell> {
  return { actor, agent: world.agents[actor], clinicId: world.clinicId, memberId: "" }
}

/**
 * A fresh actor of `kind` (for cells whose request changes or ends the actor: sign-out, deletion, ownership …).
 * Clinic A's roles get a new clinic of their own (target: that clinic and its admin); everyone else targets
 * clinic A and its admin, i.e. someone else's data.
 */
export async function freshCell(world: World, kind: Actor): Promise<Cell> {
  const others = { actor: kind, clinicId: world.clinicId, memberId: world.adminMemberId }
  switch (kind) {
    case "anonymous":
      return { ...others, agent: agent() }
    case "noApplication":
      return { ...others, agent: (await signedInCustomer(uniqueEmail("no-application"))).agent }
    case "awaiting":
    case "rejected":
      return { ...others, agent: (await individualCustomer(kind)).agent }
    case "approvedIndividual":
      return { ...others, agent: (await individualCustomer("approved")).agent }
    case "staff":
      return { ...others, agent: await staff() }
    case "otherClinicMember":
      return { ...others, agent: (await clinicWithMembers({ type: "Epilepsy Clinic" })).member.agent }
    default: {
      const clinic = await clinicWithMembers({ type: "Epilepsy Clinic" })
      const byKind = { clinicMember: clinic.member, clinicAdmin: clinic.admin, clinicOwner: clinic.owner }
      return { actor: kind, agent: byKind[kind].agent, clinicId: clinic.clinicId, memberId: clinic.admin.memberId }
    }
  }
}
