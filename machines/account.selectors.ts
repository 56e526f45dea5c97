import type { SnapshotFrom } from "xstate"
import { applicationStatusOf, type applicationMachine } from "./application.machine"
import type { authMachine } from "./auth.machine"
import { pendingInvites, type inviteMachine } from "./invite.machine"
import type { membershipMachine } from "./membership.machine"

type AuthSnapshot = SnapshotFrom<typeof authMachine>
type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>
type InviteSnapshot = SnapshotFrom<typeof inviteMachine>
type MembershipSnapshot = SnapshotFrom<typeof membershipMachine>

/** Selectors for `useSelector(useAccount().auth, …)`. */
export const authSelectors = {
  customer: (snapshot: AuthSnapshot) => snapshot.context.customer,
  isSignedIn: (snapshot: AuthSnapshot) => snapshot.matches("signedIn"),
  isSignedOut: (snapshot: AuthSnapshot) => snapshot.matches("signedOut"),
  /** Restoring, signing in or out: show a spinner, not the sign-in widget. */
  isBusy: (snapshot: AuthSnapshot) => !snapshot.matches("signedIn") && !snapshot.matches("signedOut") && !snapshot.matches("customerFailed"),
  error: (snapshot: AuthSnapshot) => snapshot.context.error,
  /** The session as the screens see it: signed in, signed out (also when the customer could not be read) or loading. */
  sessionStatus: (snapshot: AuthSnapshot): "signed-in" | "signed-out" | "loading" =>
    snapshot.matches("signedIn") ? "signed-in" : snapshot.matches("signedOut") || snapshot.matches("customerFailed") ? "signed-out" : "loading",
  /**
   * The page a sign-out in this tab named (e.g. after deleting the account; /login by default), or undefined for a
   * visitor who did not sign out here (a guarded page then sends them to sign in and back).
   */
  pageAfterSignOut: (snapshot: AuthSnapshot): string | undefined => (snapshot.matches("signedOut") ? (snapshot.context.afterSignOut ?? undefined) : undefined),
} as const

/** Selectors for `useSelector(useAccount().application, …)`. */
export const applicationSelectors = {
  status: (snapshot: ApplicationSnapshot) => applicationStatusOf(snapshot.context.customer),
  /** The status staff decided or await (null without an application, or while one is being sent). */
  decidedStatus: (snapshot: ApplicationSnapshot): "approved" | "awaiting" | "rejected" | null =>
    snapshot.matches("approved") ? "approved" : snapshot.matches("awaiting") ? "awaiting" : snapshot.matches("rejected") ? "rejected" : null,
  isApproved: (snapshot: ApplicationSnapshot) => snapshot.matches("approved"),
  canApply: (snapshot: ApplicationSnapshot) => snapshot.matches("noApplication"),
  isSubmitting: (snapshot: ApplicationSnapshot) => snapshot.matches("applying") || snapshot.matches("registeringClinic"),
  error: (snapshot: ApplicationSnapshot) => snapshot.context.error,
  /** Why the application just sent was refused ("failed" without a message), or null once it is no longer open. */
  refusal: (snapshot: ApplicationSnapshot) => (snapshot.matches("noApplication") ? (snapshot.context.error ?? "failed") : null),
} as const

/** Selectors for `useSelector(useClinic().invites, …)`. */
export const inviteSelectors = {
  invites: (snapshot: InviteSnapshot) => snapshot.context.invites,
  pending: (snapshot: InviteSnapshot) => pendingInvites(snapshot.context.invites),
  isReady: (snapshot: InviteSnapshot) => snapshot.matches("ready"),
  /** The first reading of the list (a reload after a change keeps showing the list instead). */
  isFirstListing: (snapshot: InviteSnapshot) => snapshot.matches("loading") && !snapshot.context.listed,
  loadFailed: (snapshot: InviteSnapshot) => snapshot.matches("loadFailed"),
  /** The last change has been answered: the list is shown again, or it could not be read. */
  isSettled: (snapshot: InviteSnapshot) => snapshot.matches("ready") || snapshot.matches("loadFailed"),
  error: (snapshot: InviteSnapshot) => snapshot.context.error,
  /** The last failure as thrown (its HTTP status and type), else its message; null without one. */
  failure: (snapshot: InviteSnapshot) => (snapshot.context.error ? (snapshot.context.failure ?? snapshot.context.error) : null),
} as const

/** Selectors for `useSelector(useClinic().membership, …)`. */
export const membershipSelectors = {
  /** No member action is asked or under way. */
  isIdle: (snapshot: MembershipSnapshot) => snapshot.matches("idle"),
  error: (snapshot: MembershipSnapshot) => snapshot.context.error,
} as const
