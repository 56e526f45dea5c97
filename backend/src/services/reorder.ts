import type { Cart, CartService, LineItemService } from "@medusajs/medusa"
import { MAX_LINE_QUANTITY, type ReorderLeftOut } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { ConflictError, ForbiddenError, NotFoundError } from "../domain/errors"
import { inCartTurn } from "../lib/cart-turn"
import { openApprovalRequestIdOfCart } from "../persistence/approval-request"
import { cartForReorder, openCartIdOf } from "../persistence/cart"
import type CartPaymentService from "./cart-payment"
import { orderLinesForReorder, type ReorderLine } from "../persistence/line-item"
import type OrderAccessService from "./order-access"
import type ProductVariantInventoryService from "./product-variant-inventory"
import { hasApprovedApplication } from "./customer-context"
import type PurchasePermissionService from "./purchase-permission"
import { StoreService } from "../lib/store-service"

type Dependencies = {
  manager: EntityManager
  cartService: CartService
  lineItemService: LineItemService
  orderAccessService: OrderAccessService
  purchasePermissionService: PurchasePermissionService
  productVariantInventoryService: ProductVariantInventoryService
  cartPaymentService: CartPaymentService
}


/** What ordering again did: the cart, the lines added, and the lines left out with why. */
export type ReorderResult = { cart: Cart; added: { variant_id: string; quantity: number }[]; left_out: ReorderLeftOut[] }

/**
 * Order again: the variants and quantities of an order the customer may see, put into the customer's own open cart
 * where the customer may still buy them (their catalogue) and they are in stock; every other line is named with why.
 */
export default class ReorderService extends StoreService<Dependencies> {
  /** The customer's open cart (not placed nor being placed, not deleted; the one changed last); 404 when there is none. */
  async openCartId(customerId: string): Promise<string> {
    const id = await openCartIdOf(this.activeManager_, customerId)
    if (!id) throw new NotFoundError("Open cart")
    return id
  }

  /**
   * In the cart's turn (after its line writes and before its completion), all or nothing: a cart waiting for approval
   * or whose card is authorised takes no lines (409), and lines whose payment cannot follow are not added.
   */
  async reorder(customerId: string, orderId: string, cartId: string): Promise<ReorderResult> {
    const deps = this.deps_
    if (!(await deps.orderAccessService.findVisibleOrderId(customerId, { id: orderId }))) throw new NotFoundError("Order")
    const owned = await cartForReorder(this.activeManager_, cartId)
    if (!owned || owned.customer_id !== customerId) throw new NotFoundError("Cart")
    return inCartTurn(this.activeManager_, cartId, async () => {
      const cart = await cartForReorder(this.activeManager_, cartId)
      if (!cart || cart.completed_at) throw new ConflictError("This cart is already placed: order again into your open cart")
      const waiting = await openApprovalRequestIdOfCart(this.activeManager_, cartId)
      if (waiting) throw new ConflictError(`This cart is waiting for approval (${waiting}); it cannot change until the request is approved or rejected`)
      await deps.cartPaymentService.assertContentsMayChange(cartId)
      const context = await deps.purchasePermissionService.contextOf(customerId)
      if (!hasApprovedApplication(context)) throw new ForbiddenError("Only customers with an approved application may buy products")
      const permitted = new Set(await deps.purchasePermissionService.permittedProductIds(context))
      const { added, leftOut } = await this.atomicPhase_((tx: EntityManager) => this.addLines(tx, { customerId, orderId, cartId, cart, permitted }))
      const updated = await deps.cartService.retrieveWithTotals(cartId, { relations: ["items", "items.variant", "region"] })
      return { cart: updated, added, left_out: leftOut }
    })
  }

  /** Adds the order's lines that may go into the cart, in the caller's transaction; the payment follows the new total. */
  private async addLines(manager: EntityManager, job: { customerId: string; orderId: string; cartId: string; cart: { region_id: string; sales_channel_id: string | null }; permitted: Set<string> }) {
    const deps = this.deps_
    const { customerId, cartId, cart, permitted } = job
    const lines = await orderLinesForReorder(manager, job.orderId, cartId)
    const added: ReorderResult["added"] = []
    const leftOut: ReorderLeftOut[] = []
    const title = (line: ReorderLine) => (line.description ? `${line.title} (${line.description})` : line.title)
    for (const line of lines) {
      const out = (reason: ReorderLeftOut["reason"]) => leftOut.push({ variant_id: line.variant_id, title: title(line), quantity: line.quantity, reason })
      if (!line.variant_id || !line.product_id) {
        out("unavailable")
        continue
      }
      if (!permitted.has(line.product_id)) {
        out("not_approved")
        continue
      }
      const room = MAX_LINE_QUANTITY - Number(line.in_cart)
      if (room < line.quantity) {
        out("line_limit")
        continue
      }
      const inStock = await deps.productVariantInventoryService
        .withTransaction(manager)
        .confirmInventory(line.variant_id, line.quantity + Number(line.in_cart), { salesChannelId: cart.sales_channel_id })
      if (!inStock) {
        out("out_of_stock")
        continue
      }
      const item = await deps.lineItemService.withTransaction(manager).generate(line.variant_id, cart.region_id, line.quantity, { customer_id: customerId })
      await deps.cartService.withTransaction(manager).addOrUpdateLineItems(cartId, item, { validateSalesChannels: false })
      added.push({ variant_id: line.variant_id, quantity: line.quantity })
    }
    if (added.length) await this.refreshPaymentSessions(manager, cartId)
    return { added, leftOut }
  }

  /**
   * Payment sessions opened before the new lines follow the cart's new total, in the same transaction: a payment that
   * cannot follow (its card was confirmed meanwhile) undoes the lines (409).
   */
  private async refreshPaymentSessions(manager: EntityManager, cartId: string): Promise<void> {
    const carts = this.deps_.cartService.withTransaction(manager)
    const cart = await carts.retrieveWithTotals(cartId, { relations: ["payment_sessions"] })
    if (!cart.payment_sessions?.length) return
    try {
      await carts.setPaymentSessions(cart)
    } catch (err) {
      throw new ConflictError(`cart: the payment could not follow the cart's new total (${(err as Error)?.message ?? "refused"}); nothing was added`)
    }
  }
}
