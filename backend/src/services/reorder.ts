import type { Cart, CartService, LineItemService } from "@medusajs/medusa"
import { MAX_LINE_QUANTITY, type ReorderLeftOut } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { ConflictError, ForbiddenError, NotFoundError } from "../domain/errors"
import { cartForReorder, openCartIdOf } from "../persistence/cart"
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
}


/** What ordering again did: the cart, the lines added, and the lines left out with why. */
export type ReorderResult = { cart: Cart; added: { variant_id: string; quantity: number }[]; left_out: ReorderLeftOut[] }

/**
 * Order again: the variants and quantities of an order the customer may see, put into the customer's own open cart
 * where the customer may still buy them (their catalogue) and they are in stock; every other line is named with why.
 */
export default class ReorderService extends StoreService {
  private readonly deps: Dependencies

  constructor(container: Dependencies) {
    // eslint-disable-next-line prefer-rest-params
    super(container, arguments[1])
    this.deps = container
  }

  /** The customer's open cart (not placed nor being placed, not deleted; the one changed last); 404 when there is none. */
  async openCartId(customerId: string): Promise<string> {
    const id = await openCartIdOf(this.activeManager_, customerId)
    if (!id) throw new NotFoundError("Open cart")
    return id
  }

  async reorder(customerId: string, orderId: string, cartId: string): Promise<ReorderResult> {
    const { deps } = this
    if (!(await deps.orderAccessService.findVisibleOrderId(customerId, { id: orderId }))) throw new NotFoundError("Order")
    const manager = this.activeManager_
    const cart = await cartForReorder(manager, cartId)
    if (!cart || cart.customer_id !== customerId) throw new NotFoundError("Cart")
    if (cart.completed_at) throw new ConflictError("This cart is already placed: order again into your open cart")
    const context = await deps.purchasePermissionService.contextOf(customerId)
    if (!hasApprovedApplication(context)) throw new ForbiddenError("Only customers with an approved application may buy products")
    const permitted = new Set(await deps.purchasePermissionService.permittedProductIds(context))
    const lines = await orderLinesForReorder(manager, orderId, cartId)
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
      await this.atomicPhase_(async (tx: EntityManager) => {
        const item = await deps.lineItemService.withTransaction(tx).generate(line.variant_id as string, cart.region_id, line.quantity, { customer_id: customerId })
        await deps.cartService.withTransaction(tx).addOrUpdateLineItems(cartId, item, { validateSalesChannels: false })
      })
      added.push({ variant_id: line.variant_id, quantity: line.quantity })
    }
    if (added.length) await this.refreshPaymentSessions(cartId)
    const updated = await deps.cartService.retrieveWithTotals(cartId, { relations: ["items", "items.variant", "region"] })
    return { cart: updated, added, left_out: leftOut }
  }

  /** Payment sessions opened before the new lines follow the cart's new total (as Medusa's add-line route does). */
  private async refreshPaymentSessions(cartId: string): Promise<void> {
    await this.atomicPhase_(async (tx: EntityManager) => {
      const carts = this.deps.cartService.withTransaction(tx)
      const cart = await carts.retrieveWithTotals(cartId, { relations: ["payment_sessions"] })
      if (cart.payment_sessions?.length) await carts.setPaymentSessions(cart)
    })
  }
}
