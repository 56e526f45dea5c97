import type { EventBusService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ConflictError, ForbiddenError, NotFoundError } from "../domain/errors"
import { emitDomainEvent } from "../lib/domain-events"
import { membershipAllowing } from "../domain/clinic-access"
import { clinicById, lockClinicRow } from "../persistence/clinic"
import { deleteMember, membersOfClinic, membershipOfCustomer, membershipWithCustomer, setMemberRole } from "../persistence/clinic-member"
import { isUniqueViolation } from "../persistence/db"
import { clinicWithMembersView, memberView } from "../domain/clinic-views"
import { removalVerdict, roleChange } from "../domain/membership-rules"
import { StoreService } from "../lib/store-service"

type Dependencies = { eventBusService: EventBusService }

/** Member actions inside a clinic: remove or leave, promote, demote and transfer ownership. */
export default class ClinicMembershipService extends StoreService<Dependencies> {
  /** Removes a member (owner, admin per the rules) or lets a member leave; other clinics' members: 404. */
  async remove(customerId: string, memberId: string) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const { actor, target } = await this.actorAndTarget(manager, customerId, memberId)
      const verdict = removalVerdict(actor, target)
      if (!verdict.allowed) {
        throw verdict.kind === "conflict" ? new ConflictError(verdict.reason) : new ForbiddenError(verdict.reason)
      }
      await deleteMember(manager, target.id)
      await emitDomainEvent(this.deps_, "clinic.membership_changed", { id: target.clinic_id, customer_id: target.customer_id, change: "removed" }, manager)
      return { id: target.id, object: "clinic_member", deleted: true }
    })
  }

  /** Promotes a plain member to admin, or demotes an admin to member (owner only). */
  async changeRole(customerId: string, memberId: string, action: "promote" | "demote") {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const { actor, target } = await this.actorAndTarget(manager, customerId, memberId)
      membershipAllowing(actor, actor.clinic_id, action)
      const role = roleChange(action, target.role)
      if (!role) throw new ConflictError(`A clinic ${target.role} cannot be ${action}d`)
      target.role = role
      await setMemberRole(manager, target.id, role)
      await emitDomainEvent(this.deps_, "clinic.membership_changed", { id: target.clinic_id, customer_id: target.customer_id, change: "role_changed" }, manager)
      return memberView(target)
    })
  }

  /**
   * Makes `memberId` the owner and the caller an admin, in one transaction: the caller is demoted first so
   * the one-owner index holds at every step.
   */
  async transferOwnership(customerId: string, memberId: string) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const { actor, target } = await this.actorAndTarget(manager, customerId, memberId)
      membershipAllowing(actor, actor.clinic_id, "transfer")
      if (target.id === actor.id) throw new ConflictError("You already own this clinic")
      try {
        await setMemberRole(manager, actor.id, "admin")
        await setMemberRole(manager, target.id, "owner")
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError("Ownership changed meanwhile: reload the clinic")
        throw err
      }
      await emitDomainEvent(this.deps_, "clinic.membership_changed", { id: actor.clinic_id, customer_id: target.customer_id, change: "ownership_transferred" }, manager)
      const clinic = await clinicById(manager, actor.clinic_id)
      if (!clinic) throw new NotFoundError("Clinic")
      return clinicWithMembersView(clinic, await membersOfClinic(manager, clinic.id))
    })
  }

  /**
   * The caller's membership and the target membership (with customer), both in the caller's clinic, else
   * 404. Locks the clinic first and reads both after the lock, so concurrent changes see each other's roles.
   */
  private async actorAndTarget(manager: EntityManager, customerId: string, memberId: string) {
    const before = await membershipOfCustomer(manager, customerId)
    if (before) await lockClinicRow(manager, before.clinic_id)
    const actor = before && (await membershipOfCustomer(manager, customerId))
    const target = await membershipWithCustomer(manager, memberId)
    if (!actor || !target || target.clinic_id !== actor.clinic_id) throw new NotFoundError("Member")
    return { actor, target }
  }
}
