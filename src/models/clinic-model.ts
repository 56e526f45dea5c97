import type { ApplicationStatus, ClinicRole, ClinicType, UpdateClinicBody } from "@clinic-store/contract"
import type { AddressValues } from "../ui/address-fields"

/** A member of a clinic (`GET /store/clinics/{id}`). */
export interface ClinicMember {
  id: string
  customer_id: string
  email: string
  first_name: string | null
  last_name: string | null
  role: ClinicRole
}

/** A clinic with its members. */
export interface ClinicData {
  id: string
  name: string
  type: ClinicType
  status: ApplicationStatus
  billing_email: string
  billing_address: Partial<Record<keyof AddressValues, string | null>> | null
  /** The VAT or EAN number printed on the clinic's invoices, if it has one. */
  vat_number?: string | null
  members: ClinicMember[]
}

/** An invite (`/store/invites`). */
export interface InviteData {
  id: string
  to: string
  status: ApplicationStatus
  clinic_id: string
  clinic_name: string
  created_at: string
}

/** Changes an owner or admin may make to the clinic's profile. */
export type ClinicProfileChanges = UpdateClinicBody

/** A member's display name: first and last name, else the email. */
export function memberName(member: ClinicMember): string {
  return [member.first_name, member.last_name].filter(Boolean).join(" ") || member.email
}

/** What the caller (role `me`, customer `meId`) may do to a member (contract rules of the clinic routes). */
export function memberPermissions(me: ClinicRole | null, meId: string, member: ClinicMember) {
  const self = member.customer_id === meId
  return {
    promote: me === "owner" && member.role === "member",
    demote: me === "owner" && member.role === "admin",
    remove: !self && member.role !== "owner" && (me === "owner" || (me === "admin" && member.role === "member")),
    leave: self && me !== "owner",
    transfer: me === "owner" && !self,
  }
}

/** Whether the role may edit the profile and manage invites. */
export function canManageClinic(role: ClinicRole | null): boolean {
  return role === "owner" || role === "admin"
}
