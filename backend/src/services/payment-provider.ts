import { PaymentProviderService as MedusaPaymentProviderService } from "@medusajs/medusa"
import type { Payment } from "@medusajs/medusa"
import type Stripe from "stripe"
import { CARD_PROVIDER } from "../domain/payment-choice"

type StripeProvider = { getStripe(): Stripe }

/** The amount a provider says it captured (Stripe's `amount_received`), or undefined when it says none. */
function capturedAmountOf(payment: Payment): number | undefined {
  const received = (payment.data as { amount_received?: unknown } | null)?.amount_received
  return typeof received === "number" && Number.isInteger(received) && received >= 0 ? received : undefined
}

/**
 * Medusa's payment provider service, with two rules added. A card payment keeps the card it was paid with: the
 * Stripe provider stores the payment intent, which names its payment method by id only, so the payment method is
 * read from Stripe and stored in the payment's `data.payment_method` (Stripe's payment method object, with
 * `card.brand` and `card.last4`): the confirmation and the order mail name the card from it. And a captured payment records the amount the provider
 * captured, not the amount authorised. A partial capture (in Stripe's dashboard, say 100 of 43,500) is recorded as
 * 100: the order's paid total is what was charged. (A file named like a core service replaces it in Medusa's container.)
 */
export default class PaymentProviderService extends MedusaPaymentProviderService {
  /**
   * One instance, as Medusa's own: the project's services are registered per request scope by default, and a scoped
   * instance would resolve its own copies of the card provider (without the Stripe host the loaders set).
   */
  static LIFE_TIME = "SINGLETON"

  override async createPayment(data: Parameters<MedusaPaymentProviderService["createPayment"]>[0]): Promise<Payment> {
    return this.atomicPhase_(async (manager) => {
      // Medusa's payment itself, in this transaction (a copy made by withTransaction would run this override again)
      const payment = await MedusaPaymentProviderService.prototype.createPayment.call(this.withTransaction(manager), data)
      if (payment.provider_id !== CARD_PROVIDER) return payment
      const method = await this.cardPaymentMethod(payment.data)
      if (!method) return payment
      const withCard = { ...payment.data, payment_method: method }
      await manager.withRepository(this.paymentRepository_).update(payment.id, { data: withCard })
      return Object.assign(payment, { data: withCard })
    })
  }

  /**
   * The payment method (with its card) of the intent Medusa stored, from Stripe; undefined when the intent names
   * none or Stripe does not answer: the order is placed all the same and names no card.
   */
  private async cardPaymentMethod(data: Record<string, unknown>): Promise<Stripe.PaymentMethod | undefined> {
    const methodId = data.payment_method
    if (typeof methodId !== "string") return undefined
    try {
      return await (this.retrieveProvider(CARD_PROVIDER) as unknown as StripeProvider).getStripe().paymentMethods.retrieve(methodId)
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
