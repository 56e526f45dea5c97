import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { checkoutPaymentMachine, clientSecretOf } from "../../machines/checkout-payment.machine"
import type { Cart } from "../../machines/cart/cart.types"
import { readyCart, sessionsCart } from "../support/fixtures"

const cardCart: Cart = { ...sessionsCart, payment_session: { provider_id: "stripe", data: { client_secret: "pi_1_secret_2" } } }

function start(cart: Cart, confirm: (input: { clientSecret: string }) => Promise<void> = async () => {}) {
  const load = vi.fn(async () => {})
  const confirmCard = vi.fn<(input: { clientSecret: string }) => Promise<void>>(confirm)
  const requestPaymentSession = vi.fn()
  const paymentAuthorized = vi.fn()
  const machine = checkoutPaymentMachine.provide({
    actors: {
      loadCardProvider: fromPromise(() => load()),
      confirmCardPayment: fromPromise(({ input }) => confirmCard(input as never)),
    },
    actions: { requestPaymentSession: (_, params) => requestPaymentSession(params.providerId), paymentAuthorized },
  })
  return { actor: createActor(machine, { input: { cart } }).start(), load, confirmCard, requestPaymentSession, paymentAuthorized }
}

describe("checkout payment", () => {
  it("reads the client secret from the payment session data", () => {
    expect(clientSecretOf(cardCart)).toBe("pi_1_secret_2")
    expect(clientSecretOf(readyCart)).toBeNull()
    expect(clientSecretOf({ ...cardCart, payment_session: { provider_id: "stripe", data: { client_secret: "" } } })).toBeNull()
  })

  it("manual: submitting authorises at once, without the card provider", () => {
    const { actor, load, paymentAuthorized } = start(readyCart)
    expect(actor.getSnapshot().value).toBe("manual")
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().value).toBe("authorized")
    expect(paymentAuthorized).toHaveBeenCalledTimes(1)
    expect(load).not.toHaveBeenCalled()
  })

  it("card: loads the provider and confirms with the client secret", async () => {
    const { actor, load, confirmCard, paymentAuthorized } = start(cardCart)
    await waitFor(actor, (s) => s.matches({ card: "awaitingDetails" }))
    expect(load).toHaveBeenCalledTimes(1)
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("authorized"))
    expect(confirmCard).toHaveBeenCalledWith({ clientSecret: "pi_1_secret_2" })
    expect(paymentAuthorized).toHaveBeenCalledTimes(1)
  })

  it("card: a declined card returns to the details with the error", async () => {
    const { actor, paymentAuthorized } = start(cardCart, async () => Promise.reject(new Error("card declined")))
    await waitFor(actor, (s) => s.matches({ card: "awaitingDetails" }))
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().matches({ card: "awaitingDetails" })).toBe(true)
    expect(actor.getSnapshot().context.error).toBe("card declined")
    expect(paymentAuthorized).not.toHaveBeenCalled()
  })

  it("card without a client secret fails; choosing a provider asks the cart and waits for it", () => {
    const { actor, requestPaymentSession } = start({ ...cardCart, payment_session: { provider_id: "stripe", data: {} } })
    expect(actor.getSnapshot().value).toBe("failed")
    actor.send({ type: "SELECT_PROVIDER", providerId: "manual" })
    expect(requestPaymentSession).toHaveBeenCalledWith("manual")
    expect(actor.getSnapshot().value).toBe("selectingProvider")
    actor.send({ type: "CART_UPDATED", cart: readyCart })
    expect(actor.getSnapshot().value).toBe("manual")
  })

  it("without a session the customer chooses a provider first", () => {
    const { actor } = start(sessionsCart)
    expect(actor.getSnapshot().value).toBe("choosingProvider")
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().value).toBe("choosingProvider")
  })
})
