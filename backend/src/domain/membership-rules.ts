import type { ClinicRole } from "@clinic-store/contract"

export type { ClinicRole }

/** A membership action of the clinic routes. */
export type MembershipAction = "read" | "update" | "read-statement" | "delete-clinic" | "invite" | "promote" | "demote" | "transfer"

/** Which roles may perform each clinic-wide action. */
const ALLOWED: Record<MembershipAction, readonly ClinicRole[]> = {
  read: ["owner", "admin", "member"],
  update: ["owner", "admin"],
  "read-statement": ["owner", "admin"],
  "delete-clinic": ["owner"],
  invite: ["owner", "admin"],
  promote: ["owner"],
  demote: ["owner"],
  transfer: ["owner"],
}

/** Whether a member with `role` may perform a clinic-wide `action`. */
export function mayPerform(role: ClinicRole, action: MembershipAction): boolean {
  return ALLOWED[action].includes(role)
}

/** The answer to "may the actor remove this member?": allowed, or refused with a reason and error kind. */
export type RemovalVerdict = { allowed: true } | { allowed: false; kind: "not_allowed" | "conflict"; reason: string }

/**
 * Removal rules: the owner removes anyone but themself; an admin removes plain members only; anyone but
 * the owner may leave (remove themself). The owner must transfer ownership (or delete the clinic) first.
 */
export function removalVerdict(actor: { id: string; role: ClinicRole }, target: { id: string; role: ClinicRole }): RemovalVerdict {
  if (target.role === "owner") {
    return actor.id === target.id
      ? { allowed: false, kind: "conflict", reason: "The owner must transfer ownership or delete the clinic before leaving" }
      : { allowed: false, kind: "not_allowed", reason: "The owner cannot be removed" }
  }
  if (actor.id === target.id) return { allowed: true }
  if (actor.role === "owner") return { allowed: true }
  if (actor.role === "admin" && target.role === "member") return { allowed: true }
  return {
    allowed: false,
    kind: "not_allowed",
    reason: actor.role === "admin" ? "An admin cannot remove another admin" : "Only the owner or an admin can remove members",
  }
}

/** The role change of promote/demote, or null when the target's current role does not allow it. */
export function roleChange(action: "promote" | "demote", targetRole: ClinicRole): ClinicRole | null {
  if (action === "promote") return targetRole === "member" ? "admin" : null
  return targetRole === "admin" ? "member" : null
}
