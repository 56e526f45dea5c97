import type { Clinic, ClinicInvite, ClinicMember, ClinicRole, UpdateClinicBody } from "@clinic-store/contract"

/** A member as the clinic page lists her: the contract's member, without the clinic it belongs to. */
export type ListedMember = Pick<ClinicMember, "id" | "customer_id" | "email" | "first_name" | "last_name" | "role">

/** A clinic with its members, as the clinic page shows it (the VAT or EAN number only when the clinic has one). */
export type ClinicData = Pick<Clinic, "id" | "name" | "type" | "status" | "billing_email" | "billing_address"> &
  Partial<Pick<Clinic, "vat_number">> & { members: ListedMember[] }

/** An invite as the clinic and application pages list it (`/store/invites`). */
export type InviteData = Pick<ClinicInvite, "id" | "to" | "status" | "clinic_id" | "clinic_name" | "created_at">

/** Changes an owner or admin may make to the clinic's profile. */
export type ClinicProfileChanges = UpdateClinicBody

/** A member's display name: first and last name, else the email. */
export function memberName(member: Pick<ClinicMember, "first_name" | "last_name" | "email">): string {
  return [member.first_name, member.last_name].filter(Boolean).join(" ") || member.email
}

/** What the caller (role `me`, customer `meId`) may do to a member (contract rules of the clinic routes). */
export function memberPermissions(me: ClinicRole | null, meId: string, member: Pick<ClinicMember, "customer_id" | "role">) {
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
