import type { ClinicInvite, ClinicMember, ClinicWithMemberSpending, ClinicWithMembers, InviteLinkSummary } from "@clinic-store/contract"
import type { Clinic } from "../../machines/domain.types"
import type { ClinicRegistration } from "../../machines/application.machine"
import type { StoreRequest } from "./store-request"

/** A clinic, its members and its invites (`/store/clinics`, `/store/invites`, `/store/invite-links`). */
export function createClinicApi(request: StoreRequest, base: string) {
  return {
    createClinic: async (clinic: ClinicRegistration) => (await request<{ clinic: Clinic }>("POST", "/clinics", { body: { clinic } })).clinic,
    getClinic: async (id: string) => (await request<{ clinic: ClinicWithMemberSpending }>("GET", `/clinics/${encodeURIComponent(id)}`)).clinic,
    updateClinic: async (id: string, changes: Partial<Pick<Clinic, "name" | "billing_email" | "billing_address" | "vat_number">>) =>
      (await request<{ clinic: Clinic }>("PUT", `/clinics/${encodeURIComponent(id)}`, { body: changes })).clinic,
    deleteClinic: (id: string) => request<{ id: string; deleted: true }>("DELETE", `/clinics/${encodeURIComponent(id)}`),
    removeMember: (memberId: string) => request<{ id: string; deleted: true }>("DELETE", `/clinics/members/${encodeURIComponent(memberId)}`),
    promoteMember: (memberId: string) => request<{ member: ClinicMember }>("POST", `/clinics/promote/${encodeURIComponent(memberId)}`, { body: {} }),
    demoteMember: (memberId: string) => request<{ member: ClinicMember }>("POST", `/clinics/demote/${encodeURIComponent(memberId)}`, { body: {} }),
    transferOwnership: (memberId: string) =>
      request<{ clinic: ClinicWithMembers }>("POST", `/clinics/transfer-ownership/${encodeURIComponent(memberId)}`, { body: {} }),
    /** The address of the statement of a clinic's open invoices (PDF, a download; owners and admins). */
    clinicStatementUrl: (clinicId: string) => `${base}/clinics/${encodeURIComponent(clinicId)}/statement`,
    /** What an invite's mailed link names (clinic, inviter's first name, still open), for anyone holding the link. */
    inviteLink: async (id: string) => (await request<{ invite: InviteLinkSummary }>("GET", `/invite-links/${encodeURIComponent(id)}`)).invite,
    sendInvite: async (to: string) => (await request<{ invite: ClinicInvite }>("POST", "/invites/", { body: { to } })).invite,
    listInvites: async () => (await request<{ invites: ClinicInvite[] }>("GET", "/invites")).invites,
    answerInvite: async (id: string, status: "approved" | "rejected") =>
      (await request<{ invite: ClinicInvite }>("PUT", `/invites/${encodeURIComponent(id)}`, { body: { status } })).invite,
    revokeInvite: (id: string) => request<{ id: string; deleted: true }>("DELETE", `/invites/${encodeURIComponent(id)}`),
  }
}
