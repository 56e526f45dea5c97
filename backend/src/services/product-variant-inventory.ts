import { ProductVariantInventoryService as MedusaProductVariantInventoryService } from "@medusajs/medusa"

/**
 * Medusa's product-variant inventory service, with one change: checking stock runs inside the caller's transaction.
 *
 * Medusa 1.20's `confirmInventory` reads the sales channel's stock locations and each inventory item's available
 * quantity without passing its transaction on, so the inventory module opens a second pooled connection while the
 * caller's transaction (a cart completion, a line item added) already holds one, with row locks. Under concurrent
 * checkouts every pooled connection ends up held by such a transaction waiting for another connection, and the
 * backend stops answering. Here every read of the check uses the active transaction's manager: one connection per
 * request, whatever the concurrency. (A file named like a core service replaces it in Medusa's container.)
 */
export default class ProductVariantInventoryService extends MedusaProductVariantInventoryService {
  /** Whether `quantity` of the variant is available at the locations of the sales channel (all locations without one). */
  override async confirmInventory(variantId: string, quantity: number, context: { salesChannelId?: string | null } = {}): Promise<boolean> {
    if (!variantId) return true
    const variant = await this.productVariantService_
      .withTransaction(this.activeManager_)
      .retrieve(variantId, { select: ["id", "allow_backorder", "manage_inventory", "inventory_quantity"] })
    // Backorders allowed or stock not managed: nothing to check.
    if (variant.allow_backorder || !variant.manage_inventory) return true
    if (!this.inventoryService_) return variant.inventory_quantity >= quantity

    const variantInventory = await this.listByVariant(variantId)
    // No inventory item linked to the variant: nothing to check.
    if (variantInventory.length === 0) return true

    const moduleContext = { transactionManager: this.activeManager_ }
    const locationIds = context.salesChannelId
      ? await this.salesChannelLocationService_.withTransaction(this.activeManager_).listLocationIds(context.salesChannelId)
      : (await this.stockLocationService_.list({}, { select: ["id"] }, moduleContext)).map((location) => location.id)
    if (locationIds.length === 0) return false

    const available = await Promise.all(
      variantInventory.map((part) =>
        this.inventoryService_.confirmInventory(part.inventory_item_id, locationIds, part.required_quantity * quantity, moduleContext),
      ),
    )
    return available.every(Boolean)
  }
}
