import type { ClinicRole } from "@clinic-store/contract"
import { ForbiddenError, NotFoundError } from "./errors"
import { mayPerform, type MembershipAction } from "./membership-rules"

/**
 * The caller's membership (`own`, null without a clinic) when it is of clinic `clinicId` and its role may perform
 * `action` there. Not a member: 404 (others' clinics do not exist for the caller); a member whose role does not allow
 * it: 403.
 */
export function membershipAllowing<M extends { clinic_id: string; role: ClinicRole }>(own: M | null, clinicId: string, action: MembershipAction): M {
  if (!own || own.clinic_id !== clinicId) throw new NotFoundError("Clinic")
  if (!mayPerform(own.role, action)) {
    throw new ForbiddenError(`A clinic ${own.role} may not ${action.replace("-", " ")} here`)
  }
  return own
}
