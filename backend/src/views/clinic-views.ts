import type { Clinic as ClinicAnswer, ClinicInvite as ClinicInviteAnswer, ClinicMember as ClinicMemberAnswer, ClinicWithMembers, Sent } from "@clinic-store/contract"
import type { Clinic } from "../models/clinic"
import type { ClinicInvite } from "../models/clinic-invite"
import type { ClinicMember } from "../models/clinic-member"

/** A clinic as the API answers it (without members). */
export function clinicView(clinic: Clinic): Sent<ClinicAnswer> {
  return {
    id: clinic.id,
    name: clinic.name,
    type: clinic.type,
    status: clinic.status,
    billing_email: clinic.billing_email,
    billing_address: clinic.billing_address,
    vat_number: clinic.vat_number ?? null,
    created_at: clinic.created_at,
    updated_at: clinic.updated_at,
  }
}

/** A member as the API answers it; `member.customer` must be loaded. */
export function memberView(member: ClinicMember): ClinicMemberAnswer {
  return {
    id: member.id,
    clinic_id: member.clinic_id,
    customer_id: member.customer_id,
    email: member.customer.email,
    first_name: member.customer.first_name ?? null,
    last_name: member.customer.last_name ?? null,
    role: member.role,
  }
}

/** A clinic with its members, owner first then admins then members. */
export function clinicWithMembersView(clinic: Clinic, members: ClinicMember[]): Sent<ClinicWithMembers> {
  const order = { owner: 0, admin: 1, member: 2 } as const
  const sorted = [...members].sort((a, b) => order[a.role] - order[b.role] || a.id.localeCompare(b.id))
  return { ...clinicView(clinic), members: sorted.map(memberView) }
}

/** An invite as the API answers it; `invite.clinic` must be loaded. */
export function inviteView(invite: ClinicInvite): Sent<ClinicInviteAnswer> {
  return {
    id: invite.id,
    to: invite.to,
    status: invite.status,
    clinic_id: invite.clinic_id,
    clinic_name: invite.clinic.name,
    inviter_id: invite.inviter_id,
    created_at: invite.created_at,
    updated_at: invite.updated_at,
  }
}
