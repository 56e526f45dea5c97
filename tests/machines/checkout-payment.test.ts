import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { checkoutPaymentMachine, clientSecretOf, defaultProviderOf, type CardConfirmation } from "../../machines/checkout-payment.machine"
import { checkoutPaymentSelectors } from "../../machines/checkout-payment.selectors"
import type { Cart } from "../../machines/cart/cart.types"
import { itemCart, readyCart, sessionsCart } from "../support/fixtures"

const cardCart: Cart = { ...sessionsCart, payment_session: { provider_id: "stripe", data: { client_secret: "pi_1_secret_2" } } }
const cardElement = { kind: "fake card element" }

/** The machine with fake card services (Stripe is never loaded in unit tests). */
function start(cart: Cart, confirm: (input: CardConfirmation) => Promise<void> = async () => {}) {
  const load = vi.fn(async () => {})
  const confirmCard = vi.fn<(input: CardConfirmation) => Promise<void>>(confirm)
  const requestPaymentSession = vi.fn()
  const paymentAuthorized = vi.fn()
  const machine = checkoutPaymentMachine.provide({
    actors: {
      loadCardProvider: fromPromise(() => load()),
      confirmCardPayment: fromPromise<void, CardConfirmation>(({ input }) => confirmCard(input)),
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

  it("chooses a provider that is not the card first, else the first", () => {
    expect(defaultProviderOf({ ...itemCart, payment_sessions: [{ provider_id: "stripe" }, { provider_id: "manual" }] })).toBe("manual")
    expect(defaultProviderOf({ ...itemCart, payment_sessions: [{ provider_id: "stripe" }] })).toBe("stripe")
    expect(defaultProviderOf(itemCart)).toBeNull()
  })

  it("manual: submitting authorises at once, without the card provider", () => {
    const { actor, load, paymentAuthorized } = start(readyCart)
    expect(actor.getSnapshot().value).toBe("manual")
    expect(checkoutPaymentSelectors.canSubmit(actor.getSnapshot())).toBe(true)
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().value).toBe("authorized")
    expect(checkoutPaymentSelectors.isAuthorized(actor.getSnapshot())).toBe(true)
    expect(paymentAuthorized).toHaveBeenCalledTimes(1)
    expect(load).not.toHaveBeenCalled()
  })

  it("card: loads the provider, waits for the card element, confirms with the client secret and the element", async () => {
    const { actor, load, confirmCard, paymentAuthorized } = start(cardCart)
    await waitFor(actor, (s) => s.matches({ card: "awaitingDetails" }))
    expect(load).toHaveBeenCalledTimes(1)
    expect(checkoutPaymentSelectors.canSubmit(actor.getSnapshot())).toBe(false)
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().matches({ card: "awaitingDetails" })).toBe(true)
    actor.send({ type: "CARD_READY", cardElement })
    expect(checkoutPaymentSelectors.canSubmit(actor.getSnapshot())).toBe(true)
    actor.send({ type: "SUBMIT" })
    expect(checkoutPaymentSelectors.isConfirmingCard(actor.getSnapshot())).toBe(true)
    expect(checkoutPaymentSelectors.isBusy(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches("authorized"))
    expect(confirmCard).toHaveBeenCalledWith({ clientSecret: "pi_1_secret_2", cardElement })
    expect(paymentAuthorized).toHaveBeenCalledTimes(1)
  })

  it("card: a declined card returns to the details with the error and a one-off notice", async () => {
    const { actor, paymentAuthorized } = start(cardCart, async () => Promise.reject(new Error("card declined")))
    const notices: string[] = []
    actor.on("cardDeclined", (notice) => notices.push(notice.message))
    actor.send({ type: "CARD_READY", cardElement })
    await waitFor(actor, (s) => s.matches({ card: "awaitingDetails" }))
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().matches({ card: "awaitingDetails" })).toBe(true)
    expect(checkoutPaymentSelectors.error(actor.getSnapshot())).toBe("card declined")
    expect(notices).toEqual(["card declined"])
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

  it("with sessions but none selected, the default provider is asked for at once", () => {
    const { actor, requestPaymentSession } = start(sessionsCart)
    expect(requestPaymentSession).toHaveBeenCalledWith("manual")
    expect(actor.getSnapshot().value).toBe("selectingProvider")
  })

  it("without any session it waits for the cart's sessions", () => {
    const { actor, requestPaymentSession } = start(itemCart)
    expect(actor.getSnapshot().value).toBe("choosingProvider")
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().value).toBe("choosingProvider")
    expect(checkoutPaymentSelectors.method(actor.getSnapshot())).toBeNull()
    actor.send({ type: "CART_UPDATED", cart: sessionsCart })
    expect(requestPaymentSession).toHaveBeenCalledWith("manual")
  })

  it("an authorised payment follows a new cart (the next order is paid anew)", () => {
    const { actor } = start(readyCart)
    actor.send({ type: "SUBMIT" })
    actor.send({ type: "CART_UPDATED", cart: itemCart })
    expect(actor.getSnapshot().value).toBe("choosingProvider")
  })
})
