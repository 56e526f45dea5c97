import { Customer } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ConflictError, ForbiddenError, NotFoundError } from "../domain/errors"
import type { InviteLinkSummary } from "@clinic-store/contract"
import { ClinicInvite } from "../models/clinic-invite"
import { ClinicMember } from "../models/clinic-member"
import { isUniqueViolation, ownMembership } from "../domain/clinic-access"
import { identityFactsOf } from "../domain/customer-identity"
import { inviteView } from "../views/clinic-views"
import { mayPerform } from "../domain/membership-rules"
import { emitDomainEvent } from "../lib/domain-events"
import { StoreService } from "../lib/store-service"
import { inviteLinkRow } from "../persistence/clinic-invite"

/** Invite lifecycle: owners and admins invite by email; the invitee approves (joins) or rejects; only awaiting invites change. */
export default class ClinicInviteService extends StoreService {
  /** Invites `to` to the caller's clinic; 409 when `to` is already a member or has an awaiting invite. Announced (`clinic_invite.created`: the invitee is mailed). */
  async create(customerId: string, to: string) {
    const invite = await this.atomicPhase_(async (manager: EntityManager) => {
      const membership = await ownMembership(manager, customerId)
      if (!membership) throw new ForbiddenError("Only a clinic's owner or admins can invite")
      if (!mayPerform(membership.role, "invite")) throw new ForbiddenError("Only the owner or an admin can invite")
      const email = to.toLowerCase()
      const alreadyMember = await manager
        .getRepository(ClinicMember)
        .createQueryBuilder("member")
        .innerJoin("member.customer", "customer")
        .where("member.clinic_id = :clinicId", { clinicId: membership.clinic_id })
        .andWhere("lower(customer.email) = :email", { email })
        .getCount()
      if (alreadyMember) throw new ConflictError(`${email} is already a member of this clinic`)
      const repo = manager.getRepository(ClinicInvite)
      if (await repo.count({ where: { clinic_id: membership.clinic_id, to: email, status: "awaiting" } })) {
        throw new ConflictError(`${email} already has an awaiting invite`)
      }
      try {
        const invite = await repo.save(
          repo.create({ to: email, status: "awaiting", clinic_id: membership.clinic_id, inviter_id: customerId })
        )
        invite.clinic = membership.clinic
        return inviteView(invite)
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(`${email} already has an awaiting invite`)
        throw err
      }
    })
    await emitDomainEvent(this.__container__, "clinic_invite.created", { id: invite.id, inviter_id: customerId })
    return invite
  }

  /** The caller's clinic's invites (owner, admin) and those addressed to the caller's email, newest first. */
  async list(customerId: string) {
    const manager = this.activeManager_
    const customer = await manager.getRepository(Customer).findOneOrFail({ where: { id: customerId } })
    const membership = await ownMembership(manager, customerId)
    const qb = manager
      .getRepository(ClinicInvite)
      .createQueryBuilder("invite")
      .leftJoinAndSelect("invite.clinic", "clinic")
      .where("invite.to = :email", { email: customer.email.toLowerCase() })
    if (membership && mayPerform(membership.role, "invite")) {
      qb.orWhere("invite.clinic_id = :clinicId", { clinicId: membership.clinic_id })
    }
    const invites = await qb.orderBy("invite.created_at", "DESC").addOrderBy("invite.id", "DESC").getMany()
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
        const members = manager.getRepository(ClinicMember)
        try {
          await members.save(members.create({ clinic_id: invite.invite.clinic_id, customer_id: customerId, role: "member" }))
        } catch (err) {
          if (isUniqueViolation(err)) throw new ConflictError("You already belong to a clinic")
          throw err
        }
      }
      invite.invite.status = status
      await manager.getRepository(ClinicInvite).update({ id: inviteId }, { status })
      await emitDomainEvent(this.__container__, "clinic_invite.answered", { id: inviteId, status }, manager)
      if (status === "approved") {
        await emitDomainEvent(this.__container__, "clinic.membership_changed", { id: invite.invite.clinic_id, customer_id: customerId, change: "joined" }, manager)
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
      await manager.getRepository(ClinicInvite).delete({ id: inviteId })
      await emitDomainEvent(this.__container__, "clinic_invite.deleted", { id: inviteId }, manager)
      return { id: inviteId, object: "invite", deleted: true }
    })
  }

  /** Loads an invite the caller may see (addressed to them, or of their clinic); otherwise 404. */
  private async visibleInvite(manager: EntityManager, customerId: string, inviteId: string) {
    const invite = await manager.getRepository(ClinicInvite).findOne({ where: { id: inviteId }, relations: { clinic: true } })
    const customer = await manager.getRepository(Customer).findOneOrFail({ where: { id: customerId } })
    const callerMembership = await ownMembership(manager, customerId)
    if (!invite) throw new NotFoundError("Invite")
    const addressedToCaller = invite.to === customer.email.toLowerCase()
    if (!addressedToCaller && callerMembership?.clinic_id !== invite.clinic_id) throw new NotFoundError("Invite")
    return { invite, addressedToCaller, callerMembership, customer }
  }
}
