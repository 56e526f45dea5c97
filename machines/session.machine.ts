import { enqueueActions, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from "xstate"
import { applicationMachine } from "./application.machine"
import { authMachine } from "./auth.machine"
import { cartMachine } from "./cart/cart.machine"
import type { Customer } from "./domain.types"
import { followSnapshots } from "./follow"

/** The system ids of the session's actors (`system.get(id)`; the inspector names them so). */
export const SESSION_IDS = { session: "session", auth: "auth", application: "application", cart: "cart" } as const

type AuthSnapshot = SnapshotFrom<typeof authMachine>
type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>

/** Events of the session machine: the snapshots of the actors it follows. */
export type SessionEvent = { type: "AUTH.SNAPSHOT"; snapshot: AuthSnapshot } | { type: "APPLICATION.SNAPSHOT"; snapshot: ApplicationSnapshot }

/** Context of the session machine: its children and whose cart runs. */
export interface SessionContext {
  auth: ActorRefFrom<typeof authMachine>
  application: ActorRefFrom<typeof applicationMachine>
  cart: ActorRefFrom<typeof cartMachine> | null
  /** The customer the application actor was last told of (it hears of each change once). */
  customer: Customer | null
}

/**
 * The root of the storefront's actor system. It runs the auth actor and the application actor, feeds the
 * application the auth actor's customer, and gives an approved customer a cart actor (a new one per customer;
 * none once they are no longer approved or signed out). The cart runs the checkout payment as its own child.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    auth: authMachine,
    application: applicationMachine,
    cart: cartMachine,
    follow: followSnapshots,
    /** Injected: tells the auth actor of a session the identity provider holds and the backend lacks (none by default). */
    identityBridge: fromCallback(() => {}),
  },
}).createMachine({
  id: "session",
  description: "The visitor's session: auth, application and, for an approved customer, the cart.",
  context: ({ spawn }) => ({
    auth: spawn("auth", { id: SESSION_IDS.auth, systemId: SESSION_IDS.auth }),
    application: spawn("application", { id: SESSION_IDS.application, systemId: SESSION_IDS.application, input: { customer: null } }),
    cart: null,
    customer: null,
  }),
  invoke: [
    { src: "follow", input: ({ context }) => ({ actor: context.auth, type: "AUTH.SNAPSHOT" }) },
    { src: "follow", input: ({ context }) => ({ actor: context.application, type: "APPLICATION.SNAPSHOT" }) },
    { id: "identityBridge", src: "identityBridge" },
  ],
  on: {
    // The application follows the auth actor's customer (in the same turn: no view sees them disagree).
    "AUTH.SNAPSHOT": {
      guard: ({ context, event }) => event.snapshot.context.customer !== context.customer,
      actions: enqueueActions(({ context, event, enqueue }) => {
        const customer = event.snapshot.context.customer
        enqueue.assign({ customer })
        enqueue.sendTo(context.application, { type: "CUSTOMER_UPDATED", customer })
      }),
    },
    // Only an approved customer has a cart; another customer gets another cart.
    "APPLICATION.SNAPSHOT": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const customer = event.snapshot.matches("approved") ? event.snapshot.context.customer : null
        const cartCustomerId = context.cart?.getSnapshot().context.customer.id ?? null
        if ((customer?.id ?? null) === cartCustomerId) return
        if (context.cart) enqueue.stopChild(context.cart)
        // No system id: a new customer's cart may start in the same step as the last one stops.
        enqueue.assign({ cart: customer ? ({ spawn }) => spawn("cart", { id: SESSION_IDS.cart, input: { customer } }) : null })
      }),
    },
  },
})

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

/** Selectors for `useSelector(sessionRef, …)`. */
export const sessionSelectors = {
  auth: (snapshot: SessionSnapshot) => snapshot.context.auth,
  application: (snapshot: SessionSnapshot) => snapshot.context.application,
  /** The cart actor of an approved customer, else null. */
  cart: (snapshot: SessionSnapshot) => snapshot.context.cart,
} as const

