import { PaymentProviderService as MedusaPaymentProviderService } from "@medusajs/medusa"
import type { Payment } from "@medusajs/medusa"

/** The amount a provider says it captured (Stripe's `amount_received`), or undefined when it says none. */
function capturedAmountOf(payment: Payment): number | undefined {
  const received = (payment.data as { amount_received?: unknown } | null)?.amount_received
  return typeof received === "number" && Number.isInteger(received) && received >= 0 ? received : undefined
}

/**
 * Medusa's payment provider service, with one rule added: a captured payment records the amount the provider
 * captured, not the amount authorised. A partial capture (in Stripe's dashboard, say 100 of 43,500) is recorded as
 * 100: the order's paid total is what was charged. (A file named like a core service replaces it in Medusa's container.)
 */
export default class PaymentProviderService extends MedusaPaymentProviderService {
  /**
   * One instance, as Medusa's own: the project's services are registered per request scope by default, and a scoped
   * instance would resolve its own copies of the card provider (without the Stripe host the loaders set).
   */
  static LIFE_TIME = "SINGLETON"

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
