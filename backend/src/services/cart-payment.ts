import type { CartService, PaymentProviderService } from "@medusajs/medusa"
import { formatMoney } from "@clinic-store/contract"
import type Stripe from "stripe"
import { ConflictError } from "../domain/errors"
import { StoreService } from "../lib/store-service"
import { cardIntentIdOfOpenCart } from "../persistence/cart-card-session"

/** Intent states in which the card holds money for the cart (authorised; captured). */
const AUTHORISED = new Set(["requires_capture", "succeeded"])
/** Intent states in which the card is being confirmed (3-D Secure, processing): its amount is being authorised. */
const CONFIRMING = new Set(["requires_action", "processing"])

type StripeProvider = { getStripe(): Stripe }

type Dependencies = { paymentProviderService: PaymentProviderService; cartService: CartService }

/**
 * A cart's contents and its card payment move together. Stripe cannot change the amount of a confirmed payment
 * intent, so once the card is confirmed the cart's contents are kept (a write is refused with 409 naming the state),
 * the cart is placed only when the amount authorised is its total, and opening the payment again releases the
 * authorisation so the cart may change and be paid anew.
 */
export default class CartPaymentService extends StoreService<Dependencies> {
  /**
   * Stripe's client of the card provider, or undefined where none is configured. Taken from Medusa's payment provider
   * service (one instance): the card provider it holds is the one whose client the loaders pointed at the Stripe host.
   */
  private stripe(): Stripe | undefined {
    try {
      return (this.deps_.paymentProviderService.retrieveProvider("stripe") as unknown as StripeProvider | undefined)?.getStripe()
    } catch {
      return undefined
    }
  }

  /** The payment intent of the open cart's card session, as Stripe has it now; undefined without one. */
  private async cardIntent(cartId: string): Promise<Stripe.PaymentIntent | undefined> {
    const intentId = await cardIntentIdOfOpenCart(this.activeManager_, cartId)
    const stripe = intentId ? this.stripe() : undefined
    return stripe && intentId ? stripe.paymentIntents.retrieve(intentId) : undefined
  }

  /** 409 when the cart's card is authorised or being confirmed: its contents must stay what the card pays for. */
  async assertContentsMayChange(cartId: string): Promise<void> {
    const intent = await this.cardIntent(cartId)
    if (!intent) return
    const money = formatMoney(intent.amount, intent.currency)
    if (AUTHORISED.has(intent.status)) {
      throw new ConflictError(`cart: the card was authorised for ${money}, this cart's total when it was confirmed; place the order as it is, or open the payment again to change the cart`)
    }
    if (CONFIRMING.has(intent.status)) {
      throw new ConflictError(`cart: the card payment of ${money} is being confirmed; finish it and place the order, or open the payment again to change the cart`)
    }
  }

  /** 409 unless the amount and currency the card authorised are the cart's total (a cart without a card passes). */
  async assertAuthorisedIsTotal(cartId: string): Promise<void> {
    const intent = await this.cardIntent(cartId)
    if (!intent || !AUTHORISED.has(intent.status)) return
    const cart = await this.deps_.cartService.withTransaction(this.activeManager_).retrieveWithTotals(cartId, { relations: ["region"] })
    const currency = cart.region.currency_code.toLowerCase()
    if (intent.amount === cart.total && intent.currency.toLowerCase() === currency) return
    throw new ConflictError(
      `payment: the card was authorised for ${formatMoney(intent.amount, intent.currency)} but the cart totals ${formatMoney(cart.total ?? 0, currency)}; open the payment again and pay the cart's total`
    )
  }

  /**
   * Opening the payment again: a card authorised or being confirmed is released (its intent cancelled, its session
   * removed) so the cart takes changes and a new session is opened for its total. True when one was released.
   */
  async releaseCard(cartId: string): Promise<boolean> {
    const intent = await this.cardIntent(cartId)
    if (!intent || !(AUTHORISED.has(intent.status) || CONFIRMING.has(intent.status))) return false
    if (intent.status === "succeeded") throw new ConflictError("payment: this cart's card payment is already captured; place the order")
    await this.atomicPhase_(async (manager) => {
      await this.deps_.cartService.withTransaction(manager).deletePaymentSession(cartId, "stripe")
    })
    return true
  }
}
