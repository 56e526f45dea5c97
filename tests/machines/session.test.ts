import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import { authMachine } from "../../machines/auth.machine"
import { cartMachine } from "../../machines/cart/cart.machine"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import type { Customer } from "../../machines/domain.types"
import { SESSION_IDS, sessionMachine, sessionSelectors } from "../../machines/session.machine"
import { individual } from "../support/fixtures"

/** A session whose auth actor restores the given customer (null: nobody), and whose cart never leaves its first state. */
function startSession(customer: Customer | null) {
  const machine = sessionMachine.provide({
    actors: {
      auth: authMachine.provide({
        actors: { loadCustomer: fromPromise(async () => (customer ? customer : Promise.reject(new Error("401")))) },
      }),
      cart: cartMachine.provide({ actors: { listRegions: fromPromise(() => new Promise(() => {})) } }),
    },
  })
  return createActor(machine, { systemId: SESSION_IDS.session }).start()
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("session actor", () => {
  it("feeds the application the auth actor's customer and starts a cart for an approved customer", async () => {
    const session = startSession(individual)
    await settle()
    const snapshot = session.getSnapshot()
    expect(sessionSelectors.auth(snapshot).getSnapshot().matches("signedIn")).toBe(true)
    // The application heard of the customer in the same turn as the auth actor (no render in between).
    expect(sessionSelectors.application(snapshot).getSnapshot().context.customer).toEqual(individual)
    expect(sessionSelectors.application(snapshot).getSnapshot().matches("approved")).toBe(true)
    expect(sessionSelectors.cart(snapshot)?.getSnapshot().context.customer.id).toBe(individual.id)
    expect(session.system.get(SESSION_IDS.auth)).toBe(sessionSelectors.auth(snapshot))
    expect(session.system.get(SESSION_IDS.application)).toBe(sessionSelectors.application(snapshot))
    session.stop()
  })

  it("gives a customer awaiting approval no cart, and stops the cart when the customer signs out", async () => {
    const awaiting = startSession({ ...individual, application_status: "awaiting" })
    await settle()
    expect(sessionSelectors.cart(awaiting.getSnapshot())).toBeNull()
    awaiting.stop()

    const approved = startSession(individual)
    await settle()
    const cart = sessionSelectors.cart(approved.getSnapshot())
    sessionSelectors.auth(approved.getSnapshot()).send({ type: "SESSION_ENDED" })
    expect(sessionSelectors.cart(approved.getSnapshot())).toBeNull()
    expect(cart?.getSnapshot().status).toBe("stopped")
    approved.stop()
  })

  it("runs the checkout payment as a child of the cart", async () => {
    const session = startSession(individual)
    await settle()
    const cart = sessionSelectors.cart(session.getSnapshot())
    const payment = cart ? cartSelectors.checkoutPayment(cart.getSnapshot()) : undefined
    expect(payment?.getSnapshot().value).toBe("choosingProvider")
    expect(session.system.get("checkoutPayment")).toBe(payment)
    session.stop()
  })
})
