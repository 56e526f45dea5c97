import type { EventBusService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ConflictError, ForbiddenError, NotFoundError } from "../domain/errors"
import type { InviteLinkSummary } from "@clinic-store/contract"
import { inviteView } from "../domain/clinic-views"
import { mayPerform } from "../domain/membership-rules"
import { emitDomainEvent } from "../lib/domain-events"
import { StoreService } from "../lib/store-service"
import {
  deleteInvite,
  hasAwaitingInvite,
  insertInvite,
  inviteLinkRow,
  invitesToOrOfClinic,
  inviteWithClinic,
  setInviteStatus,
} from "../persistence/clinic-invite"
import { addMember, clinicHasMemberEmail, membershipOfCustomer } from "../persistence/clinic-member"
import { customerById } from "../persistence/customer"
import { identityFactsOf } from "../persistence/customer-identity"
import { isUniqueViolation } from "../persistence/db"

type Dependencies = { eventBusService: EventBusService }

/** Invite lifecycle: owners and admins invite by email; the invitee approves (joins) or rejects; only awaiting invites change. */
export default class ClinicInviteService extends StoreService<Dependencies> {
  /** Invites `to` to the caller's clinic; 409 when `to` is already a member or has an awaiting invite. Announced (`clinic_invite.created`: the invitee is mailed). */
  async create(customerId: string, to: string) {
    const invite = await this.atomicPhase_(async (manager: EntityManager) => {
      const membership = await membershipOfCustomer(manager, customerId)
      if (!membership) throw new ForbiddenError("Only a clinic's owner or admins can invite")
      if (!mayPerform(membership.role, "invite")) throw new ForbiddenError("Only the owner or an admin can invite")
      const email = to.toLowerCase()
      if (await clinicHasMemberEmail(manager, membership.clinic_id, email)) throw new ConflictError(`${email} is already a member of this clinic`)
      if (await hasAwaitingInvite(manager, membership.clinic_id, email)) throw new ConflictError(`${email} already has an awaiting invite`)
      try {
        const invite = await insertInvite(manager, membership.clinic_id, customerId, email)
        invite.clinic = membership.clinic
        return inviteView(invite)
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(`${email} already has an awaiting invite`)
        throw err
      }
    })
    await emitDomainEvent(this.deps_, "clinic_invite.created", { id: invite.id, inviter_id: customerId })
    return invite
  }

  /** The caller's clinic's invites (owner, admin) and those addressed to the caller's email, newest first. */
  async list(customerId: string) {
    const manager = this.activeManager_
    const customer = await this.customer(manager, customerId)
    const membership = await membershipOfCustomer(manager, customerId)
    const clinicId = membership && mayPerform(membership.role, "invite") ? membership.clinic_id : null
    const invites = await invitesToOrOfClinic(manager, customer.email.toLowerCase(), clinicId)
    return invites.map(inviteView)
  }

  /**
   * The invitee approves (joins as member) or rejects an awaiting invite. Only a proven address answers: a customer
   * whose email the identity provider verified (`customer_identity.email_verified`, recorded by the token exchange);
   * anyone could otherwise register an invitee's address and join their clinic.
   */
  async respond(customerId: string, inviteId: string, status: "approved" | "rejected") {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const invite = await this.visibleInvite(manager, customerId, inviteId)
      if (!invite.addressedToCaller) throw new ForbiddenError("Only the invitee can answer an invite")
      if (!(await identityFactsOf(manager, customerId)).email_verified) {
        throw new ForbiddenError("Verify your email address before answering an invite: sign in with the code we mail you")
      }
      if (invite.invite.status !== "awaiting") throw new ConflictError(`This invite is already ${invite.invite.status}`)
      if (status === "approved") {
        if (invite.callerMembership) throw new ConflictError("You already belong to a clinic")
        try {
          await addMember(manager, invite.invite.clinic_id, customerId, "member")
        } catch (err) {
          if (isUniqueViolation(err)) throw new ConflictError("You already belong to a clinic")
          throw err
        }
      }
      invite.invite.status = status
      await setInviteStatus(manager, inviteId, status)
      await emitDomainEvent(this.deps_, "clinic_invite.answered", { id: inviteId, status }, manager)
      if (status === "approved") {
        await emitDomainEvent(this.deps_, "clinic.membership_changed", { id: invite.invite.clinic_id, customer_id: customerId, change: "joined" }, manager)
      }
      return inviteView(invite.invite)
    })
  }

  /**
   * What an invite's mailed link may show to whoever opens it, signed in or not: the clinic's name, the inviter's
   * first name and whether the invite is still awaiting an answer. 404 for an invite that does not exist (never
   * sent, or withdrawn).
   */
  async linkSummary(inviteId: string): Promise<InviteLinkSummary> {
    const row = await inviteLinkRow(this.activeManager_, inviteId)
    if (!row) throw new NotFoundError("Invite", "This invite link is not valid: the invite was withdrawn, or the link is incomplete")
    return { clinic_name: row.clinic_name, inviter_first_name: row.inviter_first_name, open: row.status === "awaiting" }
  }

  /** Withdraws an invite (owner or admin of the inviting clinic). */
  async delete(customerId: string, inviteId: string) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const invite = await this.visibleInvite(manager, customerId, inviteId)
      const membership = invite.callerMembership
      const ofInvitingClinic = membership?.clinic_id === invite.invite.clinic_id
      if (!ofInvitingClinic || !mayPerform(membership!.role, "invite")) {
        throw new ForbiddenError("Only the owner or an admin of the inviting clinic can delete an invite")
      }
      await deleteInvite(manager, inviteId)
      await emitDomainEvent(this.deps_, "clinic_invite.deleted", { id: inviteId }, manager)
      return { id: inviteId, object: "invite", deleted: true }
    })
  }

  /** Loads an invite the caller may see (addressed to them, or of their clinic); otherwise 404. */
  private async visibleInvite(manager: EntityManager, customerId: string, inviteId: string) {
    const invite = await inviteWithClinic(manager, inviteId)
    const customer = await this.customer(manager, customerId)
    const callerMembership = await membershipOfCustomer(manager, customerId)
    if (!invite) throw new NotFoundError("Invite")
    const addressedToCaller = invite.to === customer.email.toLowerCase()
    if (!addressedToCaller && callerMembership?.clinic_id !== invite.clinic_id) throw new NotFoundError("Invite")
    return { invite, addressedToCaller, callerMembership, customer }
  }

  /** The calling customer; 404 when gone. */
  private async customer(manager: EntityManager, customerId: string) {
    const customer = await customerById(manager, customerId)
    if (!customer) throw new NotFoundError("Customer")
    return customer
  }
}
