import { PaymentProviderService as MedusaPaymentProviderService, PaymentSessionStatus } from "@medusajs/medusa"
import type { Payment, PaymentSession } from "@medusajs/medusa"
import type Stripe from "stripe"
import { CARD_PROVIDER } from "../domain/payment-choice"

type StripeProvider = { getStripe(): Stripe }

/** The amount a provider says it captured (Stripe's `amount_received`), or undefined when it says none. */
function capturedAmountOf(payment: Payment): number | undefined {
  const received = (payment.data as { amount_received?: unknown } | null)?.amount_received
  return typeof received === "number" && Number.isInteger(received) && received >= 0 ? received : undefined
}

/**
 * Medusa's payment provider service, with two rules added. An authorised card keeps the card it was paid with: the
 * Stripe provider stores the payment intent as it was created (no payment method yet), so the intent's payment
 * method is read from Stripe and stored in the session's `data.payment_method` (Stripe's payment method object,
 * with `card.brand` and `card.last4`), which Medusa copies to the order's payment: the confirmation and the order
 * mail name the card from it. And a captured payment records the amount the provider
 * captured, not the amount authorised. A partial capture (in Stripe's dashboard, say 100 of 43,500) is recorded as
 * 100: the order's paid total is what was charged. (A file named like a core service replaces it in Medusa's container.)
 */
export default class PaymentProviderService extends MedusaPaymentProviderService {
  /**
   * One instance, as Medusa's own: the project's services are registered per request scope by default, and a scoped
   * instance would resolve its own copies of the card provider (without the Stripe host the loaders set).
   */
  static LIFE_TIME = "SINGLETON"

  override async authorizePayment(paymentSession: PaymentSession, context: Record<string, unknown>): Promise<PaymentSession | undefined> {
    return this.atomicPhase_(async (manager) => {
      // Medusa's authorisation itself, in this transaction (a copy made by withTransaction would run this override again)
      const session = (await MedusaPaymentProviderService.prototype.authorizePayment.call(this.withTransaction(manager), paymentSession, context)) as PaymentSession | undefined
      if (!session || session.provider_id !== CARD_PROVIDER || session.status !== PaymentSessionStatus.AUTHORIZED) return session
      const method = await this.cardPaymentMethod(session.data)
      if (!method) return session
      session.data = { ...session.data, payment_method: method }
      return manager.withRepository(this.paymentSessionRepository_).save(session)
    })
  }

  /**
   * The payment method (with its card) the session's intent was confirmed with, from Stripe; undefined when Stripe
   * does not answer it: the order is placed all the same and names no card.
   */
  private async cardPaymentMethod(data: Record<string, unknown>): Promise<Stripe.PaymentMethod | undefined> {
    try {
      const stripe = (this.retrieveProvider(CARD_PROVIDER) as unknown as StripeProvider).getStripe()
      const intent = await stripe.paymentIntents.retrieve(String(data.id))
      const methodId = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id
      return methodId ? await stripe.paymentMethods.retrieve(methodId) : undefined
    } catch {
      return undefined
    }
  }

  override async capturePayment(paymentObj: Partial<Payment> & { id: string }): Promise<Payment> {
    return this.atomicPhase_(async (manager) => {
      // Medusa's capture itself, in this transaction (a copy made by withTransaction would run this override again)
      const payment = await MedusaPaymentProviderService.prototype.capturePayment.call(this.withTransaction(manager), paymentObj)
      const captured = capturedAmountOf(payment)
      if (captured === undefined || captured === payment.amount) return payment
      await manager.withRepository(this.paymentRepository_).update(payment.id, { amount: captured })
      return Object.assign(payment, { amount: captured })
    })
  }
}
