import type { EntityManager } from "typeorm"
import { ForbiddenError, NotFoundError } from "./errors"
import { ClinicMember } from "../models/clinic-member"
import { mayPerform, type MembershipAction } from "./membership-rules"

/** The caller's membership (with its clinic), or null when the caller belongs to no clinic. */
export async function ownMembership(manager: EntityManager, customerId: string): Promise<ClinicMember | null> {
  return manager.getRepository(ClinicMember).findOne({ where: { customer_id: customerId }, relations: { clinic: true } })
}

/**
 * The caller's membership of clinic `clinicId` when they may perform `action` there. Not a member: 404
 * (others' clinics do not exist for the caller); a member whose role does not allow it: 403.
 */
export async function membershipFor(
  manager: EntityManager,
  customerId: string,
  clinicId: string,
  action: MembershipAction
): Promise<ClinicMember> {
  const membership = await ownMembership(manager, customerId)
  if (!membership || membership.clinic_id !== clinicId) throw new NotFoundError("Clinic")
  if (!mayPerform(membership.role, action)) {
    throw new ForbiddenError(`A clinic ${membership.role} may not ${action.replace("-", " ")} here`)
  }
  return membership
}

/** True for PostgreSQL unique-violation errors (a database-enforced rule refused the write). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } }
  return e?.code === "23505" || e?.driverError?.code === "23505"
}
