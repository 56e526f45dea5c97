import type { EntityManager } from "typeorm"
import { ConflictError, NotFoundError } from "../domain/errors"
import { cartPlacementState, lockCartRow, type CartPlacementState } from "../persistence/cart"
import { deleteReferenceOfCart, referenceOfCart, referencesOfOrders, upsertReferenceOfCart } from "../persistence/order-reference"
import { StoreService } from "../lib/store-service"

/**
 * The purchase-order number or reference of an order. The customer writes it on their own open cart at checkout;
 * the order placed from that cart carries it. It is the store's own row (never Medusa's customer-writable
 * metadata) and is refused once the cart is being completed or has an order, so a placed order's reference is frozen.
 */
export default class OrderReferenceService extends StoreService {
  /** The reference on the customer's own cart (null when none); 404 for anyone else's cart. */
  async ofCart(customerId: string, cartId: string): Promise<string | null> {
    await this.ownCart(this.activeManager_, customerId, cartId)
    return (await referenceOfCart(this.activeManager_, cartId)) ?? null
  }

  /**
   * Sets (or, with null or "", clears) the reference of the customer's own open cart. The cart row is locked first,
   * so a completion that starts meanwhile sees the reference written or not at all; 409 once placing has begun.
   */
  async set(customerId: string, cartId: string, reference: string | null): Promise<string | null> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      await lockCartRow(manager, cartId)
      const cart = await this.ownCart(manager, customerId, cartId)
      if (cart.completed_at || cart.placed || cart.claimed) {
        throw new ConflictError("This cart's order is placed or being placed: its reference can no longer change")
      }
      const value = reference?.trim() || null
      if (value === null) await deleteReferenceOfCart(manager, cartId)
      else await upsertReferenceOfCart(manager, cartId, value)
      return value
    })
  }

  /** The references of orders by order id (orders without one are absent). */
  async ofOrders(orderIds: string[]): Promise<Map<string, string>> {
    if (!orderIds.length) return new Map()
    return referencesOfOrders(this.activeManager_, orderIds)
  }

  /** The reference of one order, or null. */
  async ofOrder(orderId: string): Promise<string | null> {
    return (await this.ofOrders([orderId])).get(orderId) ?? null
  }

  private async ownCart(manager: EntityManager, customerId: string, cartId: string): Promise<CartPlacementState> {
    const cart = await cartPlacementState(manager, cartId)
    if (!cart || cart.customer_id !== customerId) throw new NotFoundError("Cart")
    return cart
  }
}
