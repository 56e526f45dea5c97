import type { SnapshotFrom } from "xstate"
import type { checkoutPaymentMachine } from "./checkout-payment.machine"

type CheckoutPaymentSnapshot = SnapshotFrom<typeof checkoutPaymentMachine>

/** Where the card step is, for the view: what to show besides the card element. */
export type CardPhase = "loading" | "ready" | "confirming" | "authenticating" | "declined" | "failed"

/** Selectors for `useSelector(checkoutPaymentRef, …)`: the checkout view and the tests read the payment through these. */
export const checkoutPaymentSelectors = {
  /** The method to show: manual, a card with its client secret, or null while a session is being chosen. */
  method: (snapshot: CheckoutPaymentSnapshot): { provider: "manual" } | { provider: "stripe"; clientSecret: string } | null =>
    snapshot.matches("manual")
      ? { provider: "manual" }
      : (snapshot.matches("card") || snapshot.matches("failed")) && snapshot.context.clientSecret
        ? { provider: "stripe", clientSecret: snapshot.context.clientSecret }
        : null,
  usesCard: (snapshot: CheckoutPaymentSnapshot) => snapshot.matches("card"),
  /** What the view mounts Stripe's Payment Element with while the machine has it shown, else null. */
  paymentElement: (snapshot: CheckoutPaymentSnapshot): { provider: unknown; clientSecret: string } | null =>
    snapshot.matches({ card: "mounted" }) && snapshot.context.clientSecret ? { provider: snapshot.context.provider, clientSecret: snapshot.context.clientSecret } : null,
  /** The card step's phase, or null when the card is not the method. */
  cardPhase: (snapshot: CheckoutPaymentSnapshot): CardPhase | null => {
    if (snapshot.matches("failed")) return snapshot.context.clientSecret ? "failed" : null
    if (!snapshot.matches("card")) return null
    if (snapshot.matches({ card: { mounted: "awaitingDetails" } })) return "ready"
    if (snapshot.matches({ card: { mounted: "confirming" } })) return "confirming"
    if (snapshot.matches({ card: { mounted: "authenticating" } })) return "authenticating"
    if (snapshot.matches({ card: { mounted: "declined" } })) return "declined"
    return "loading"
  },
  clientSecret: (snapshot: CheckoutPaymentSnapshot) => snapshot.context.clientSecret,
  /**
   * The payment is complete: the invoice is the method, the card element's details are complete, or the card is
   * being confirmed or is authorised. Only then is the review reachable and the order said to be ready.
   */
  isComplete: (snapshot: CheckoutPaymentSnapshot) =>
    snapshot.matches("manual") ||
    snapshot.matches("authorized") ||
    snapshot.matches({ card: { mounted: "confirming" } }) ||
    snapshot.matches({ card: { mounted: "authenticating" } }) ||
    (snapshot.matches("card") && snapshot.context.cardComplete),
  /** "Place order" may be pressed: the machine waits for the customer and the payment is complete (manual, a complete card). */
  canSubmit: (snapshot: CheckoutPaymentSnapshot) => snapshot.hasTag("needs-input") && (snapshot.matches("manual") || snapshot.context.cardComplete),
  /** Loading the card script, choosing a session, confirming the card or completing after authorisation. */
  isBusy: (snapshot: CheckoutPaymentSnapshot) => snapshot.hasTag("busy"),
  /** The card is being confirmed, 3-D Secure included. */
  isConfirmingCard: (snapshot: CheckoutPaymentSnapshot) =>
    snapshot.matches({ card: { mounted: "confirming" } }) || snapshot.matches({ card: { mounted: "authenticating" } }),
  isAuthorized: (snapshot: CheckoutPaymentSnapshot) => snapshot.matches("authorized"),
  error: (snapshot: CheckoutPaymentSnapshot) => snapshot.context.error,
} as const
