import type { EventBusService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ConflictError, NotFoundError } from "../domain/errors"
import type { ApplicationStatus, ClinicType } from "@clinic-store/contract"
import type { Clinic } from "../models/clinic"
import type { AddressData } from "../domain/address-data"
import { membershipAllowing } from "../domain/clinic-access"
import { clinicView, clinicWithMembersView } from "../domain/clinic-views"
import { emitDomainEvent } from "../lib/domain-events"
import { clinicById, clinicsPage, deleteClinic, insertClinic, saveClinic, type ClinicListQuery } from "../persistence/clinic"
import { addMember, membersOfClinic, membershipOfCustomer } from "../persistence/clinic-member"
import { isUniqueViolation } from "../persistence/db"
import { withMemberSpending, type default as SpendingLimitService } from "./spending-limit"
import type ApprovalService from "./approval"
import { StoreService } from "../lib/store-service"

type Dependencies = { eventBusService: EventBusService; spendingLimitService: SpendingLimitService; approvalService: ApprovalService }

/** Fields of a new clinic (POST /store/clinics). */
export type ClinicInput = { name: string; type: ClinicType; billing_email: string; billing_address: AddressData }
/** Fields an owner or admin may change (PUT /store/clinics/:id). */
export type ClinicPatch = Partial<Pick<ClinicInput, "name" | "billing_email" | "billing_address"> & { vat_number: string | null }>

/** Clinics: creation (caller becomes owner), member-scoped reads and changes, and the staff review. */
export default class ClinicService extends StoreService<Dependencies> {
  /** Creates an `awaiting` clinic owned by the caller; 409 when the caller already belongs to a clinic. */
  async create(customerId: string, input: ClinicInput) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      if (await membershipOfCustomer(manager, customerId)) throw new ConflictError("You already belong to a clinic")
      const clinic = await insertClinic(manager, { ...input, billing_email: input.billing_email.toLowerCase(), status: "awaiting" })
      try {
        await addMember(manager, clinic.id, customerId, "owner")
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError("You already belong to a clinic")
        throw err
      }
      await emitDomainEvent(this.deps_, "clinic.created", { id: clinic.id, owner_id: customerId }, manager)
      return clinicView(clinic)
    })
  }

  /** The clinic with its members, for one of its members (others: 404); limits and spend as the caller may see them. */
  async retrieveForMember(customerId: string, clinicId: string) {
    const membership = membershipAllowing(await membershipOfCustomer(this.activeManager_, customerId), clinicId, "read")
    const view = await this.withMembers(this.activeManager_, membership.clinic)
    return withMemberSpending(this.deps_.spendingLimitService, view, { customer_id: customerId, role: membership.role })
  }

  /** Updates name, billing email, billing address or VAT/EAN number (owner, admin). */
  async update(customerId: string, clinicId: string, patch: ClinicPatch) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const { clinic } = membershipAllowing(await membershipOfCustomer(manager, customerId), clinicId, "update")
      Object.assign(clinic, patch.billing_email ? { ...patch, billing_email: patch.billing_email.toLowerCase() } : patch)
      const saved = await saveClinic(manager, clinic)
      await emitDomainEvent(this.deps_, "clinic.updated", { id: clinicId }, manager)
      return clinicView(saved)
    })
  }

  /** Deletes the clinic (owner only); memberships and invites go with it. */
  async delete(customerId: string, clinicId: string) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      membershipAllowing(await membershipOfCustomer(manager, customerId), clinicId, "delete-clinic")
      await deleteClinic(manager, clinicId)
      await emitDomainEvent(this.deps_, "clinic.deleted", { id: clinicId }, manager)
      return { id: clinicId, object: "clinic", deleted: true }
    })
  }

  /** Staff: clinics filtered by status and a name/billing email search, newest first. */
  async list(query: ClinicListQuery) {
    const [clinics, count] = await clinicsPage(this.activeManager_, query)
    return { clinics: clinics.map(clinicView), count, offset: query.offset, limit: query.limit }
  }

  /** Staff: the clinic with its members (their limits and month's spend) and its approval requests; 404 when unknown. */
  async retrieveForStaff(clinicId: string) {
    const clinic = await clinicById(this.activeManager_, clinicId)
    if (!clinic) throw new NotFoundError("Clinic")
    const view = await withMemberSpending(this.deps_.spendingLimitService, await this.withMembers(this.activeManager_, clinic), null)
    return { ...view, approvals: await this.deps_.approvalService.listForClinic(clinicId) }
  }

  /** Staff: approves or rejects (or reopens) a clinic; a change of status is announced (`clinic.status_changed`). */
  async setStatus(clinicId: string, status: ApplicationStatus, reason: string | null = null) {
    const { view, previous } = await this.atomicPhase_(async (manager: EntityManager) => {
      const clinic = await clinicById(manager, clinicId)
      if (!clinic) throw new NotFoundError("Clinic")
      const previousStatus = clinic.status
      clinic.status = status
      return { view: clinicView(await saveClinic(manager, clinic)), previous: previousStatus }
    })
    if (previous !== status) await emitDomainEvent(this.deps_, "clinic.status_changed", { id: clinicId, status, previous_status: previous, reason })
    return view
  }

  private async withMembers(manager: EntityManager, clinic: Clinic) {
    return clinicWithMembersView(clinic, await membersOfClinic(manager, clinic.id))
  }
}
