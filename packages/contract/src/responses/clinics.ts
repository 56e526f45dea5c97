import type { ApplicationStatus } from "../statuses"
import type { ClinicRole, ClinicType } from "../clinics"
import type { ApprovalRequest, MemberSpending } from "./approvals"
import type { PostalAddress } from "./addresses"
import type { ListPage } from "./paging"

/** A clinic as the store's routes answer it (without members). */
export type Clinic = {
  id: string
  name: string
  type: ClinicType
  status: ApplicationStatus
  billing_email: string
  billing_address: PostalAddress | null
  /** The VAT or EAN number printed on the clinic's invoices, or null. */
  vat_number: string | null
  created_at: string
  updated_at: string
}

/** A member of a clinic: the customer's email and names, and the role. */
export type ClinicMember = {
  id: string
  clinic_id: string
  customer_id: string
  email: string
  first_name: string | null
  last_name: string | null
  role: ClinicRole
}

/** A member with her spending limits and this month's spend, as owners, admins and staff see it (null for none). */
export type ClinicMemberWithSpending = ClinicMember & { spending: MemberSpending | null }

/** A clinic with its members, owner first, then admins, then members (after an ownership transfer). */
export type ClinicWithMembers = Clinic & { members: ClinicMember[] }

/** A clinic with its members and their spending as the reader may see it (`GET /store/clinics/:id`). */
export type ClinicWithMemberSpending = Clinic & { members: ClinicMemberWithSpending[] }

/** A clinic as staff open it (`GET /admin/clinics/:id`): its members' limits and their approval requests, newest first. */
export type StaffClinic = ClinicWithMemberSpending & { approvals: ApprovalRequest[] }

/** `GET /admin/clinics`: a page of clinics. */
export type StaffClinicPage = ListPage & { clinics: Clinic[] }

/** An invite to join a clinic (`/store/invites`). */
export type ClinicInvite = {
  id: string
  to: string
  status: ApplicationStatus
  clinic_id: string
  clinic_name: string
  inviter_id: string | null
  created_at: string
  updated_at: string
}
