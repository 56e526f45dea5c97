import { OrderService as MedusaOrderService } from "@medusajs/medusa"
import type { Cart, Order } from "@medusajs/medusa"
import { recordClinicOfOrder } from "../persistence/order-clinic"

/**
 * Medusa's order service, with one rule added: an order placed by a clinic member is recorded as her clinic's
 * (`order_clinic`, with the clinic's billing details as they are now) in the transaction that creates the order, so
 * the order, its invoice and its lab results belong to the clinic it was placed for, whatever she does afterwards.
 * Every way Medusa places an order (a cart completed by its customer, an approver's completion, a draft order) goes
 * through `createFromCart`. (A file named like a core service replaces it in Medusa's container.)
 */
export default class OrderService extends MedusaOrderService {
  override async createFromCart(cartOrId: string | Cart): Promise<Order> {
    const manager = this.transactionManager_
    // Called outside a transaction: open one, so the order and its clinic are written together or not at all.
    if (!manager) return this.atomicPhase_(async (transaction) => this.withTransaction(transaction).createFromCart(cartOrId))
    const order = await super.createFromCart(cartOrId)
    await recordClinicOfOrder(manager, order.id)
    return order
  }
}
