import type { SnapshotFrom } from "xstate"
import { applicationStatusOf, type applicationMachine } from "./application.machine"
import type { authMachine } from "./auth.machine"
import type { checkoutPaymentMachine } from "./checkout-payment.machine"
import { pendingInvites, type inviteMachine } from "./invite.machine"

type AuthSnapshot = SnapshotFrom<typeof authMachine>
type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>
type InviteSnapshot = SnapshotFrom<typeof inviteMachine>
type CheckoutPaymentSnapshot = SnapshotFrom<typeof checkoutPaymentMachine>

/** Selectors for `useSelector(useAccount().auth, …)`. */
export const authSelectors = {
  customer: (snapshot: AuthSnapshot) => snapshot.context.customer,
  isSignedIn: (snapshot: AuthSnapshot) => snapshot.matches("signedIn"),
  isSignedOut: (snapshot: AuthSnapshot) => snapshot.matches("signedOut"),
  /** Restoring, signing in or out: show a spinner, not the sign-in widget. */
  isBusy: (snapshot: AuthSnapshot) => !snapshot.matches("signedIn") && !snapshot.matches("signedOut") && !snapshot.matches("customerFailed"),
  error: (snapshot: AuthSnapshot) => snapshot.context.error,
} as const

/** Selectors for `useSelector(useAccount().application, …)`. */
export const applicationSelectors = {
  status: (snapshot: ApplicationSnapshot) => applicationStatusOf(snapshot.context.customer),
  isApproved: (snapshot: ApplicationSnapshot) => snapshot.matches("approved"),
  canApply: (snapshot: ApplicationSnapshot) => snapshot.matches("noApplication"),
  isSubmitting: (snapshot: ApplicationSnapshot) => snapshot.matches("applying") || snapshot.matches("registeringClinic"),
  error: (snapshot: ApplicationSnapshot) => snapshot.context.error,
} as const

/** Selectors for `useSelector(useClinic().invites, …)`. */
export const inviteSelectors = {
  invites: (snapshot: InviteSnapshot) => snapshot.context.invites,
  pending: (snapshot: InviteSnapshot) => pendingInvites(snapshot.context.invites),
  isReady: (snapshot: InviteSnapshot) => snapshot.matches("ready"),
  error: (snapshot: InviteSnapshot) => snapshot.context.error,
} as const

/** Selectors for `useSelector(useCheckout(), …)`. */
export const checkoutPaymentSelectors = {
  usesCard: (snapshot: CheckoutPaymentSnapshot) => snapshot.matches("card"),
  clientSecret: (snapshot: CheckoutPaymentSnapshot) => snapshot.context.clientSecret,
  canSubmit: (snapshot: CheckoutPaymentSnapshot) => snapshot.matches("manual") || snapshot.matches({ card: "awaitingDetails" }),
  isAuthorized: (snapshot: CheckoutPaymentSnapshot) => snapshot.matches("authorized"),
  error: (snapshot: CheckoutPaymentSnapshot) => snapshot.context.error,
} as const
