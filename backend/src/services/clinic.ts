import type { EntityManager } from "typeorm"
import { ConflictError, NotFoundError } from "../domain/errors"
import type { ApplicationStatus, ClinicType, ClinicWithMemberSpending, Sent, StaffClinic, StaffClinicPage } from "@clinic-store/contract"
import { Clinic } from "../models/clinic"
import type { AddressData } from "../domain/address-data"
import { ClinicMember } from "../models/clinic-member"
import { isUniqueViolation, membershipFor, ownMembership } from "../domain/clinic-access"
import { clinicView, clinicWithMembersView } from "../views/clinic-views"
import { emitDomainEvent } from "../lib/domain-events"
import { withMemberSpending, type default as SpendingLimitService } from "./spending-limit"
import type ApprovalService from "./approval"
import { StoreService } from "../lib/store-service"

/** Fields of a new clinic (POST /store/clinics). */
export type ClinicInput = { name: string; type: ClinicType; billing_email: string; billing_address: AddressData }
/** Fields an owner or admin may change (PUT /store/clinics/:id). */
export type ClinicPatch = Partial<Pick<ClinicInput, "name" | "billing_email" | "billing_address"> & { vat_number: string | null }>
/** Staff list filters (GET /admin/clinics). */
export type ClinicListQuery = { status?: ApplicationStatus; q?: string; offset: number; limit: number }

/** Clinics: creation (caller becomes owner), member-scoped reads and changes, and the staff review. */
export default class ClinicService extends StoreService {
  /** Creates an `awaiting` clinic owned by the caller; 409 when the caller already belongs to a clinic. */
  async create(customerId: string, input: ClinicInput) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      if (await ownMembership(manager, customerId)) throw new ConflictError("You already belong to a clinic")
      const clinic = await manager.getRepository(Clinic).save(
        manager.getRepository(Clinic).create({ ...input, billing_email: input.billing_email.toLowerCase(), status: "awaiting" })
      )
      try {
        await manager.getRepository(ClinicMember).save(
          manager.getRepository(ClinicMember).create({ clinic_id: clinic.id, customer_id: customerId, role: "owner" })
        )
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError("You already belong to a clinic")
        throw err
      }
      await emitDomainEvent(this.__container__, "clinic.created", { id: clinic.id, owner_id: customerId }, manager)
      return clinicView(clinic)
    })
  }

  /** The clinic with its members, for one of its members (others: 404); limits and spend as the caller may see them. */
  async retrieveForMember(customerId: string, clinicId: string): Promise<Sent<ClinicWithMemberSpending>> {
    const membership = await membershipFor(this.activeManager_, customerId, clinicId, "read")
    const view = await this.withMembers(this.activeManager_, membership.clinic)
    return withMemberSpending(this.__container__.spendingLimitService as SpendingLimitService, view, { customer_id: customerId, role: membership.role })
  }

  /** Updates name, billing email, billing address or VAT/EAN number (owner, admin). */
  async update(customerId: string, clinicId: string, patch: ClinicPatch) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const { clinic } = await membershipFor(manager, customerId, clinicId, "update")
      Object.assign(clinic, patch.billing_email ? { ...patch, billing_email: patch.billing_email.toLowerCase() } : patch)
      const saved = await manager.getRepository(Clinic).save(clinic)
      await emitDomainEvent(this.__container__, "clinic.updated", { id: clinicId }, manager)
      return clinicView(saved)
    })
  }

  /** Deletes the clinic (owner only); memberships and invites go with it. */
  async delete(customerId: string, clinicId: string) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      await membershipFor(manager, customerId, clinicId, "delete-clinic")
      await manager.getRepository(Clinic).delete({ id: clinicId })
      await emitDomainEvent(this.__container__, "clinic.deleted", { id: clinicId }, manager)
      return { id: clinicId, object: "clinic", deleted: true }
    })
  }

  /** Staff: clinics filtered by status and a name/billing email search, newest first. */
  async list(query: ClinicListQuery): Promise<Sent<StaffClinicPage>> {
    const qb = this.activeManager_.getRepository(Clinic).createQueryBuilder("clinic")
    if (query.status) qb.andWhere("clinic.status = :status", { status: query.status })
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      qb.andWhere("(clinic.name ilike :pattern or clinic.billing_email ilike :pattern)", { pattern })
    }
    const [clinics, count] = await qb
      .orderBy("clinic.created_at", "DESC")
      .addOrderBy("clinic.id", "DESC")
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount()
    return { clinics: clinics.map(clinicView), count, offset: query.offset, limit: query.limit }
  }

  /** Staff: the clinic with its members (their limits and month's spend) and its approval requests; 404 when unknown. */
  async retrieveForStaff(clinicId: string): Promise<Sent<StaffClinic>> {
    const clinic = await this.activeManager_.getRepository(Clinic).findOne({ where: { id: clinicId } })
    if (!clinic) throw new NotFoundError("Clinic")
    const view = await withMemberSpending(this.__container__.spendingLimitService as SpendingLimitService, await this.withMembers(this.activeManager_, clinic), null)
    return { ...view, approvals: await (this.__container__.approvalService as ApprovalService).listForClinic(clinicId) }
  }

  /** Staff: approves or rejects (or reopens) a clinic; a change of status is announced (`clinic.status_changed`). */
  async setStatus(clinicId: string, status: ApplicationStatus, reason: string | null = null) {
    const { view, previous } = await this.atomicPhase_(async (manager: EntityManager) => {
      const repo = manager.getRepository(Clinic)
      const clinic = await repo.findOne({ where: { id: clinicId } })
      if (!clinic) throw new NotFoundError("Clinic")
      const previousStatus = clinic.status
      clinic.status = status
      return { view: clinicView(await repo.save(clinic)), previous: previousStatus }
    })
    if (previous !== status) await emitDomainEvent(this.__container__, "clinic.status_changed", { id: clinicId, status, previous_status: previous, reason })
    return view
  }

  private async withMembers(manager: EntityManager, clinic: Clinic) {
    const members = await manager
      .getRepository(ClinicMember)
      .find({ where: { clinic_id: clinic.id }, relations: { customer: true } })
    return clinicWithMembersView(clinic, members)
  }
}
