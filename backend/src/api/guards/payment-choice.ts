import type { CartService, MedusaRequest } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { CARD_PROVIDER, paymentProviderFor, type PayerKind } from "../../domain/payment-choice"
import type { CartSnapshot } from "../../persistence/cart"
import type CartPaymentService from "../../services/cart-payment"
import { requireCustomerId } from "../http/auth"
import { ApiError } from "../http/api-error"
import { middleware } from "../http/handler"
import { cartChanged, cartOf, formFor, type Guard } from "./guard"

type CartPayment = { providers: string[]; selected: string | null; completed: boolean; hasLines: boolean }

/** The cart's payment as the request read it; null for no such cart. */
function cartPayment({ cart }: CartSnapshot): CartPayment | null {
  if (!cart) return null
  return { providers: cart.payment_providers, selected: cart.selected_provider, completed: cart.completed_at !== null, hasLines: cart.lines.length > 0 }
}

/** Who pays: the signed-in customer (401 otherwise) as a clinic member, or as an individual. */
function payerKind(req: MedusaRequest, { caller }: CartSnapshot): PayerKind {
  requireCustomerId(req)
  return caller?.clinic_id ? "clinic" : "individual"
}

/** What the refusal says for each provider the customer may not use. */
function refusal(wanted: string | null): string {
  if (wanted === CARD_PROVIDER) return "payment: in this region you pay by card"
  if (wanted) return "payment: clinics (and customers without card payment) pay by invoice"
  return "payment: this cart's region offers no payment provider"
}

/**
 * Opening the payment sessions also chooses the one way the customer pays (docs/payments.md): the cart's session for
 * that provider is selected (and, for the card, its payment intent created) before Medusa answers the cart.
 */
const chooseProvider = middleware(async (req) => {
  // Opening the payment again releases a card confirmed for the cart as it was: the cart may change and is paid anew.
  const read = await cartOf(req)
  const released = await req.scope.resolve<CartPaymentService>("cartPaymentService").releaseCard(req.params.id, read.cart?.open_card_intent_id ?? null)
  const now = released ? await cartChanged(req) : read
  const payment = cartPayment(now)
  if (!payment || payment.completed) return
  // An empty cart has nothing to pay: Medusa would drop its sessions and then fail to select one (a 500).
  if (!payment.hasLines) throw ApiError.invalid("cart: add an item before choosing how to pay")
  const wanted = paymentProviderFor(payerKind(req, now), payment.providers)
  if (!wanted || payment.selected === wanted) return
  const manager = req.scope.resolve<EntityManager>("manager")
  await manager.transaction(async (transactionManager) => {
    const carts = req.scope.resolve<CartService>("cartService").withTransaction(transactionManager)
    await carts.setPaymentSessions(req.params.id)
    await carts.setPaymentSession(req.params.id, wanted)
  })
})

/** Choosing a provider other than the customer's one way of paying is refused (403). */
const guardProvider = middleware(async (req) => {
  const read = await cartOf(req)
  const payment = cartPayment(read)
  if (!payment || payment.completed) return
  const providerId = (req.body as { provider_id?: unknown } | undefined)?.provider_id
  const wanted = paymentProviderFor(payerKind(req, read), payment.providers)
  if (typeof providerId === "string" && providerId !== wanted) throw ApiError.notAllowed(refusal(wanted))
})

/** A cart is placed only with the customer's way of paying (the audience may have changed since it was chosen). */
const guardCompletion = middleware(async (req) => {
  const read = await cartOf(req)
  const payment = cartPayment(read)
  if (!payment || payment.completed || payment.selected === null) return
  const wanted = paymentProviderFor(payerKind(req, read), payment.providers)
  if (payment.selected !== wanted) throw ApiError.notAllowed(refusal(wanted))
})

/**
 * The payment choice on Medusa's cart routes: opening the payment chooses the customer's one provider, choosing one
 * is refused when it is not theirs, completing is refused when the selected one is not theirs.
 */
export const paymentChoice: Guard = (route) =>
  formFor("paymentChoice", route, {
    "POST /store/carts/:id/payment-sessions": chooseProvider,
    "POST /store/carts/:id/payment-session": guardProvider,
    "POST /store/carts/:id/complete": guardCompletion,
  })
