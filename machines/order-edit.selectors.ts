import type { SnapshotFrom } from "xstate"
import type { orderEditMachine } from "./order-edit.machine"

type OrderEditSnapshot = SnapshotFrom<typeof orderEditMachine>

/** Where the customer's answer stands, as the order-edit page shows it. */
export type OrderEditPhase = "viewing" | "paying" | "confirming" | "declining" | "confirmed" | "declined" | "withdrawn" | "failed"

/** The card's step while the difference is paid by card (null otherwise). */
export type EditCardPhase = "loading" | "ready" | "confirming" | "authenticating" | "declined"

/** What the order-edit page reads of the machine. */
export const orderEditSelectors = {
  phase: (snapshot: OrderEditSnapshot): OrderEditPhase => {
    for (const phase of ["paying", "confirming", "declining", "confirmed", "declined", "withdrawn", "failed"] as const) {
      if (snapshot.matches(phase)) return phase
    }
    return "viewing"
  },
  /** Paying: the session is being opened or the invoice authorised (nothing to type). */
  preparingPayment: (snapshot: OrderEditSnapshot) => snapshot.matches({ paying: "opening" }) || snapshot.matches({ paying: "openingSession" }) || snapshot.matches({ paying: "authorizing" }),
  cardPhase: (snapshot: OrderEditSnapshot): EditCardPhase | null => {
    if (!snapshot.matches({ paying: "card" })) return null
    if (snapshot.matches({ paying: { card: { mounted: "ready" } } })) return "ready"
    if (snapshot.matches({ paying: { card: { mounted: "confirming" } } })) return "confirming"
    if (snapshot.matches({ paying: { card: { mounted: "authenticating" } } })) return "authenticating"
    if (snapshot.matches({ paying: { card: { mounted: "declined" } } })) return "declined"
    return "loading"
  },
  /** Showing the card step: from the moment it begins (loading shows its progress). */
  showsCard: (snapshot: OrderEditSnapshot) => snapshot.matches({ paying: "card" }),
  /** The Payment Element's inputs once the provider is loaded: the provider and the intent's client secret. */
  paymentElement: (snapshot: OrderEditSnapshot) =>
    snapshot.matches({ paying: { card: "mounted" } }) && snapshot.context.clientSecret ? { provider: snapshot.context.provider, clientSecret: snapshot.context.clientSecret } : null,
  cardComplete: (snapshot: OrderEditSnapshot) => snapshot.context.cardComplete,
  /** Why the card was not charged. */
  cardError: (snapshot: OrderEditSnapshot) => snapshot.context.cardError,
  /** The server's reason for the last failure. */
  error: (snapshot: OrderEditSnapshot) => snapshot.context.error,
}
