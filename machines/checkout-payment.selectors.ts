import type { SnapshotFrom } from "xstate"
import type { checkoutPaymentMachine } from "./checkout-payment.machine"

type CheckoutPaymentSnapshot = SnapshotFrom<typeof checkoutPaymentMachine>

/** Selectors for `useSelector(checkoutPaymentRef, …)`: the checkout view and the tests read the payment through these. */
export const checkoutPaymentSelectors = {
  /** The method to show: manual, a card with its client secret, or null while a session is being chosen. */
  method: (snapshot: CheckoutPaymentSnapshot): { provider: "manual" } | { provider: "stripe"; clientSecret: string } | null =>
    snapshot.matches("manual")
      ? { provider: "manual" }
      : snapshot.matches("card") && snapshot.context.clientSecret
        ? { provider: "stripe", clientSecret: snapshot.context.clientSecret }
        : null,
  usesCard: (snapshot: CheckoutPaymentSnapshot) => snapshot.matches("card"),
  clientSecret: (snapshot: CheckoutPaymentSnapshot) => snapshot.context.clientSecret,
  /** "Place order" may be pressed: the machine waits for the customer (manual, or a mounted card element). */
  canSubmit: (snapshot: CheckoutPaymentSnapshot) =>
    snapshot.hasTag("needs-input") && (!snapshot.matches("card") || snapshot.context.cardElement !== null),
  /** Loading the card script, choosing a session, confirming the card or completing after authorisation. */
  isBusy: (snapshot: CheckoutPaymentSnapshot) => snapshot.hasTag("busy"),
  isConfirmingCard: (snapshot: CheckoutPaymentSnapshot) => snapshot.matches({ card: "confirming" }),
  isAuthorized: (snapshot: CheckoutPaymentSnapshot) => snapshot.matches("authorized"),
  error: (snapshot: CheckoutPaymentSnapshot) => snapshot.context.error,
} as const
