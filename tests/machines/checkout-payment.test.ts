import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor, type Actor } from "xstate"
import {
  checkoutPaymentMachine,
  clientSecretOf,
  defaultProviderOf,
  type CardAuthentication,
  type CardConfirmation,
  type CardIntentRead,
  type CardResult,
} from "../../machines/checkout-payment.machine"
import { checkoutPaymentSelectors } from "../../machines/checkout-payment.selectors"
import type { Cart } from "../../machines/cart/cart.types"
import { itemCart, readyCart, sessionsCart } from "../support/fixtures"

const cardCart: Cart = { ...sessionsCart, payment_session: { provider_id: "stripe", data: { client_secret: "pi_1_secret_2" } } }
const provider = { kind: "fake stripe" }
const cardElement = { kind: "fake elements of the Payment Element" }

type Fakes = {
  load?: () => Promise<unknown>
  confirm?: (input: CardConfirmation) => Promise<CardResult>
  authenticate?: (input: CardAuthentication) => Promise<CardResult>
  /** The intent's status when the card is mounted (a fresh intent by default). */
  read?: (input: CardIntentRead) => Promise<CardResult>
  /** Whether the fake element says its details are complete once mounted (typed), true by default. */
  complete?: boolean
}

/**
 * The machine with fake card services (Stripe is never loaded in unit tests). `showElement` is the view: once the
 * machine has the Payment Element shown it reports it ready (CARD_READY), then CARD_CHANGED as if the card had been
 * typed.
 */
function start(cart: Cart, fakes: Fakes = {}) {
  const load = vi.fn(fakes.load ?? (async () => provider))
  const confirmCard = vi.fn(fakes.confirm ?? (async () => ({ status: "requires_capture" })))
  const authenticate = vi.fn(fakes.authenticate ?? (async () => ({ status: "requires_capture" })))
  const read = vi.fn(fakes.read ?? (async () => ({ status: "requires_payment_method" })))
  const requestPaymentSession = vi.fn()
  const paymentAuthorized = vi.fn()
  const machine = checkoutPaymentMachine.provide({
    actors: {
      loadCardProvider: fromPromise(() => load()),
      confirmCardPayment: fromPromise<CardResult, CardConfirmation>(({ input }) => confirmCard(input)),
      authenticateCard: fromPromise<CardResult, CardAuthentication>(({ input }) => authenticate(input)),
      readCardIntent: fromPromise<CardResult, CardIntentRead>(({ input }) => read(input)),
    },
    actions: { requestPaymentSession: (_, params) => requestPaymentSession(params.providerId), paymentAuthorized },
  })
  const actor = createActor(machine, { input: { cart } }).start()
  const showElement = () => viewShows(actor, fakes.complete ?? true)
  return { actor, load, showElement, confirmCard, authenticate, read, requestPaymentSession, paymentAuthorized }
}

/** The view: mounts the Payment Element once the machine shows it, and reports it ready and (in)complete. */
async function viewShows(actor: Actor<typeof checkoutPaymentMachine>, complete: boolean) {
  await waitFor(actor, (s) => checkoutPaymentSelectors.paymentElement(s) !== null)
  actor.send({ type: "CARD_READY", cardElement })
  actor.send({ type: "CARD_CHANGED", complete })
}

const awaitingDetails = { card: { mounted: "awaitingDetails" } } as const

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

  it("manual (invoice): submitting authorises at once, without the card provider", () => {
    const { actor, load, paymentAuthorized } = start(readyCart)
    expect(actor.getSnapshot().value).toBe("manual")
    expect(checkoutPaymentSelectors.method(actor.getSnapshot())).toEqual({ provider: "manual" })
    expect(checkoutPaymentSelectors.cardPhase(actor.getSnapshot())).toBeNull()
    expect(checkoutPaymentSelectors.canSubmit(actor.getSnapshot())).toBe(true)
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().value).toBe("authorized")
    expect(checkoutPaymentSelectors.isAuthorized(actor.getSnapshot())).toBe(true)
    expect(paymentAuthorized).toHaveBeenCalledTimes(1)
    expect(load).not.toHaveBeenCalled()
  })

  it("card: loads Stripe, has the view show the Payment Element with it and the client secret, and confirms with its elements", async () => {
    const { actor, load, confirmCard, paymentAuthorized, authenticate } = start(cardCart)
    expect(checkoutPaymentSelectors.paymentElement(actor.getSnapshot())).toBeNull()
    await waitFor(actor, (s) => s.matches({ card: { mounted: "mounting" } }))
    expect(load).toHaveBeenCalledTimes(1)
    expect(checkoutPaymentSelectors.paymentElement(actor.getSnapshot())).toEqual({ provider, clientSecret: "pi_1_secret_2" })
    expect(checkoutPaymentSelectors.cardPhase(actor.getSnapshot())).toBe("loading")
    expect(checkoutPaymentSelectors.canSubmit(actor.getSnapshot())).toBe(false)
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().matches({ card: { mounted: "mounting" } })).toBe(true)
    actor.send({ type: "CARD_READY", cardElement })
    actor.send({ type: "CARD_CHANGED", complete: true })
    await waitFor(actor, (s) => s.matches(awaitingDetails))
    expect(checkoutPaymentSelectors.cardPhase(actor.getSnapshot())).toBe("ready")
    expect(checkoutPaymentSelectors.canSubmit(actor.getSnapshot())).toBe(true)
    actor.send({ type: "SUBMIT" })
    expect(checkoutPaymentSelectors.isConfirmingCard(actor.getSnapshot())).toBe(true)
    expect(checkoutPaymentSelectors.cardPhase(actor.getSnapshot())).toBe("confirming")
    expect(checkoutPaymentSelectors.isBusy(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches("authorized"))
    expect(confirmCard).toHaveBeenCalledWith({ provider, clientSecret: "pi_1_secret_2", cardElement })
    expect(authenticate).not.toHaveBeenCalled()
    expect(paymentAuthorized).toHaveBeenCalledTimes(1)
  })

  it("card: leaving the card takes the Payment Element from the view and forgets its elements", async () => {
    const { actor, showElement } = start(itemCart)
    actor.send({ type: "CART_UPDATED", cart: cardCart })
    await showElement()
    await waitFor(actor, (s) => s.matches(awaitingDetails))
    actor.send({ type: "SELECT_PROVIDER", providerId: "manual" })
    expect(checkoutPaymentSelectors.paymentElement(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().context.cardElement).toBeNull()
    expect(actor.getSnapshot().context.cardComplete).toBe(false)
  })

  it("card: a Payment Element that cannot load fails the card step with its reason; RETRY shows it again", async () => {
    const { actor } = start(cardCart)
    await waitFor(actor, (s) => s.matches({ card: { mounted: "mounting" } }))
    actor.send({ type: "CARD_LOAD_FAILED", message: "The payment form could not be loaded" })
    expect(checkoutPaymentSelectors.cardPhase(actor.getSnapshot())).toBe("failed")
    expect(checkoutPaymentSelectors.error(actor.getSnapshot())).toBe("The payment form could not be loaded")
    expect(checkoutPaymentSelectors.paymentElement(actor.getSnapshot())).toBeNull()
    actor.send({ type: "RETRY" })
    await waitFor(actor, (s) => checkoutPaymentSelectors.paymentElement(s) !== null)
  })

  it("card: a new cart with the same card session keeps the shown element (what was typed stays)", async () => {
    const { actor, showElement } = start(cardCart)
    await showElement()
    await waitFor(actor, (s) => s.matches(awaitingDetails))
    const shown = checkoutPaymentSelectors.paymentElement(actor.getSnapshot())
    actor.send({ type: "CART_UPDATED", cart: { ...cardCart, email: "new@example.test" } })
    expect(actor.getSnapshot().matches(awaitingDetails)).toBe(true)
    expect(actor.getSnapshot().context.cart.email).toBe("new@example.test")
    expect(checkoutPaymentSelectors.paymentElement(actor.getSnapshot())).toEqual(shown)
    expect(actor.getSnapshot().context.cardElement).toBe(cardElement)
  })

  it("card needing 3-D Secure: the confirmation answers requires_action, the challenge runs, then the payment is authorised", async () => {
    const { actor, showElement, authenticate, paymentAuthorized } = start(cardCart, { confirm: async () => ({ status: "requires_action" }) })
    await showElement()
    await waitFor(actor, (s) => s.matches(awaitingDetails))
    let resolveChallenge: (result: CardResult) => void = () => {}
    authenticate.mockImplementationOnce(() => new Promise<CardResult>((resolve) => (resolveChallenge = resolve)))
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches({ card: { mounted: "authenticating" } }))
    expect(checkoutPaymentSelectors.cardPhase(actor.getSnapshot())).toBe("authenticating")
    expect(checkoutPaymentSelectors.isConfirmingCard(actor.getSnapshot())).toBe(true)
    expect(authenticate).toHaveBeenCalledWith({ provider, clientSecret: "pi_1_secret_2" })
    resolveChallenge({ status: "requires_capture" })
    await waitFor(actor, (s) => s.matches("authorized"))
    expect(paymentAuthorized).toHaveBeenCalledTimes(1)
  })

  it("card: a failed 3-D Secure challenge is a decline; the customer may try again", async () => {
    const { actor, showElement, paymentAuthorized } = start(cardCart, {
      confirm: async () => ({ status: "requires_action" }),
      authenticate: async () => Promise.reject(new Error("We are unable to authenticate your payment method.")),
    })
    await showElement()
    await waitFor(actor, (s) => s.matches(awaitingDetails))
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches({ card: { mounted: "declined" } }))
    expect(checkoutPaymentSelectors.error(actor.getSnapshot())).toBe("We are unable to authenticate your payment method.")
    expect(paymentAuthorized).not.toHaveBeenCalled()
  })

  it("card: a declined card waits with the reason and a one-off notice; SUBMIT with other details tries again", async () => {
    const { actor, showElement, confirmCard, paymentAuthorized } = start(cardCart, { confirm: async () => Promise.reject(new Error("Your card was declined.")) })
    const notices: string[] = []
    actor.on("cardDeclined", (notice) => notices.push(notice.message))
    await showElement()
    await waitFor(actor, (s) => s.matches(awaitingDetails))
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches({ card: { mounted: "declined" } }))
    expect(checkoutPaymentSelectors.cardPhase(actor.getSnapshot())).toBe("declined")
    expect(checkoutPaymentSelectors.error(actor.getSnapshot())).toBe("Your card was declined.")
    expect(checkoutPaymentSelectors.canSubmit(actor.getSnapshot())).toBe(true)
    expect(notices).toEqual(["Your card was declined."])
    confirmCard.mockImplementationOnce(async () => ({ status: "requires_capture" }))
    actor.send({ type: "SUBMIT" })
    expect(checkoutPaymentSelectors.error(actor.getSnapshot())).toBeNull()
    await waitFor(actor, (s) => s.matches("authorized"))
    expect(confirmCard).toHaveBeenCalledTimes(2)
    expect(paymentAuthorized).toHaveBeenCalledTimes(1)
  })

  it("card: Stripe.js that does not load fails the card step; RETRY loads it again", async () => {
    const { actor, load } = start(cardCart, { load: async () => Promise.reject(new Error("The card provider's script could not be loaded")) })
    await waitFor(actor, (s) => s.matches("failed"))
    expect(checkoutPaymentSelectors.cardPhase(actor.getSnapshot())).toBe("failed")
    expect(checkoutPaymentSelectors.method(actor.getSnapshot())).toEqual({ provider: "stripe", clientSecret: "pi_1_secret_2" })
    load.mockImplementationOnce(async () => provider)
    actor.send({ type: "RETRY" })
    await waitFor(actor, (s) => s.matches({ card: "mounted" }))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("card without a client secret fails; choosing a provider asks the cart and waits for it", () => {
    const { actor, requestPaymentSession } = start({ ...cardCart, payment_session: { provider_id: "stripe", data: {} } })
    expect(actor.getSnapshot().value).toBe("failed")
    expect(checkoutPaymentSelectors.cardPhase(actor.getSnapshot())).toBeNull()
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

  it("card: a reload during 3-D Secure left the intent requires_action: the challenge is shown again, then authorised", async () => {
    const { actor, showElement, read, authenticate, confirmCard, paymentAuthorized } = start(cardCart, { read: async () => ({ status: "requires_action" }), complete: false })
    await showElement()
    await waitFor(actor, (s) => s.matches("authorized"))
    expect(read).toHaveBeenCalledWith({ provider, clientSecret: "pi_1_secret_2" })
    expect(authenticate).toHaveBeenCalledWith({ provider, clientSecret: "pi_1_secret_2" })
    expect(confirmCard).not.toHaveBeenCalled()
    expect(paymentAuthorized).toHaveBeenCalledTimes(1)
  })

  it("card: a resumed challenge that fails is a decline; another card is then confirmed", async () => {
    const { actor, showElement, confirmCard } = start(cardCart, {
      read: async () => ({ status: "requires_action" }),
      authenticate: async () => Promise.reject(new Error("We are unable to authenticate your payment method.")),
    })
    await showElement()
    await waitFor(actor, (s) => s.matches({ card: { mounted: "declined" } }))
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("authorized"))
    expect(confirmCard).toHaveBeenCalledTimes(1)
  })

  it("card: an intent already authorised (the challenge was passed before a reload) goes on to place the order", async () => {
    const { actor, showElement, confirmCard, paymentAuthorized } = start(cardCart, { read: async () => ({ status: "requires_capture" }), complete: false })
    await showElement()
    await waitFor(actor, (s) => s.matches("authorized"))
    expect(confirmCard).not.toHaveBeenCalled()
    expect(paymentAuthorized).toHaveBeenCalledTimes(1)
  })

  it("card: an intent that cannot be read is typed as usual", async () => {
    const { actor, showElement } = start(cardCart, { read: async () => Promise.reject(new Error("offline")) })
    await showElement()
    await waitFor(actor, (s) => s.matches(awaitingDetails))
  })

  it("card: an empty or half-typed card is not complete: it cannot be submitted until the element says complete", async () => {
    const { actor, showElement, confirmCard } = start(cardCart, { complete: false })
    await showElement()
    await waitFor(actor, (s) => s.matches(awaitingDetails))
    expect(checkoutPaymentSelectors.isComplete(actor.getSnapshot())).toBe(false)
    expect(checkoutPaymentSelectors.canSubmit(actor.getSnapshot())).toBe(false)
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().matches(awaitingDetails)).toBe(true)
    actor.send({ type: "CARD_CHANGED", complete: true })
    expect(checkoutPaymentSelectors.isComplete(actor.getSnapshot())).toBe(true)
    expect(checkoutPaymentSelectors.canSubmit(actor.getSnapshot())).toBe(true)
    actor.send({ type: "CARD_CHANGED", complete: false })
    expect(checkoutPaymentSelectors.canSubmit(actor.getSnapshot())).toBe(false)
    expect(confirmCard).not.toHaveBeenCalled()
  })

  it("manual (invoice) is complete at once; a card session without details is not", () => {
    expect(checkoutPaymentSelectors.isComplete(start(readyCart).actor.getSnapshot())).toBe(true)
    expect(checkoutPaymentSelectors.isComplete(start(cardCart).actor.getSnapshot())).toBe(false)
  })

  it("card: typing other details after a decline clears the reason (the banners go); the new card is then confirmed", async () => {
    const { actor, showElement, confirmCard } = start(cardCart, { confirm: async () => Promise.reject(new Error("Your card was declined.")) })
    await showElement()
    await waitFor(actor, (s) => s.matches(awaitingDetails))
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches({ card: { mounted: "declined" } }))
    actor.send({ type: "CARD_CHANGED", complete: false })
    expect(checkoutPaymentSelectors.error(actor.getSnapshot())).toBeNull()
    expect(checkoutPaymentSelectors.cardPhase(actor.getSnapshot())).toBe("ready")
    expect(checkoutPaymentSelectors.canSubmit(actor.getSnapshot())).toBe(false)
    actor.send({ type: "CARD_CHANGED", complete: true })
    confirmCard.mockImplementationOnce(async () => ({ status: "requires_capture" }))
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("authorized"))
  })
})
