import { TransactionBaseService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ConflictError, NotFoundError } from "../domain/errors"

type CartState = { customer_id: string | null; completed_at: Date | null; placed: boolean; claimed: boolean }

/**
 * The purchase-order number or reference of an order. The customer writes it on their own open cart at checkout;
 * the order placed from that cart carries it. It is the store's own row (never Medusa's customer-writable
 * metadata) and is refused once the cart is being completed or has an order, so a placed order's reference is frozen.
 */
export default class OrderReferenceService extends TransactionBaseService {
  constructor(container: Record<string, unknown>) {
    // eslint-disable-next-line prefer-rest-params
    super(container, arguments[1])
  }

  /** The reference on the customer's own cart (null when none); 404 for anyone else's cart. */
  async ofCart(customerId: string, cartId: string): Promise<string | null> {
    await this.ownCart(this.activeManager_, customerId, cartId)
    const [row]: { reference: string }[] = await this.activeManager_.query(`select reference from order_reference where cart_id = $1`, [cartId])
    return row?.reference ?? null
  }

  /**
   * Sets (or, with null or "", clears) the reference of the customer's own open cart. The cart row is locked first,
   * so a completion that starts meanwhile sees the reference written or not at all; 409 once placing has begun.
   */
  async set(customerId: string, cartId: string, reference: string | null): Promise<string | null> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      await manager.query(`select id from cart where id = $1 for update`, [cartId])
      const cart = await this.ownCart(manager, customerId, cartId)
      if (cart.completed_at || cart.placed || cart.claimed) {
        throw new ConflictError("This cart's order is placed or being placed: its reference can no longer change")
      }
      const value = reference?.trim() || null
      if (value === null) await manager.query(`delete from order_reference where cart_id = $1`, [cartId])
      else {
        await manager.query(
          `insert into order_reference (cart_id, reference) values ($1, $2)
           on conflict (cart_id) do update set reference = excluded.reference, updated_at = now()`,
          [cartId, value]
        )
      }
      return value
    })
  }

  /** The references of orders by order id (orders without one are absent). */
  async ofOrders(orderIds: string[]): Promise<Map<string, string>> {
    if (!orderIds.length) return new Map()
    const rows: { id: string; reference: string }[] = await this.activeManager_.query(
      `select o.id, r.reference from "order" o join order_reference r on r.cart_id = o.cart_id where o.id = any($1)`,
      [orderIds]
    )
    return new Map(rows.map((row) => [row.id, row.reference]))
  }

  /** The reference of one order, or null. */
  async ofOrder(orderId: string): Promise<string | null> {
    return (await this.ofOrders([orderId])).get(orderId) ?? null
  }

  private async ownCart(manager: EntityManager, customerId: string, cartId: string): Promise<CartState> {
    const [cart]: CartState[] = await manager.query(
      `select c.customer_id, c.completed_at,
              exists (select 1 from "order" o where o.cart_id = c.id) as placed,
              exists (select 1 from cart_completion_claim k where k.cart_id = c.id) as claimed
         from cart c where c.id = $1 and c.deleted_at is null`,
      [cartId]
    )
    if (!cart || cart.customer_id !== customerId) throw new NotFoundError("Cart")
    return cart
  }
}
