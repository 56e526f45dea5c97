import type {
  MedusaContainer,
  ProductVariantInventoryService,
  ProductVariantService,
  SalesChannelLocationService,
  SalesChannelService,
} from "@medusajs/medusa"
import type { IInventoryService, IStockLocationService } from "@medusajs/types"
import type { EntityManager } from "typeorm"
import { CATALOGUE } from "./catalogue"
import type { SeedReport } from "./seed-report"
import { SEEDED_STOCK_PER_VARIANT, STOCK_LOCATION } from "./warehouse"
import { variantsBySku } from "../persistence/product-variant"

function bump(report: SeedReport, key: string): void {
  report.extra[key] = (report.extra[key] ?? 0) + 1
}

/** The stock location's id, creating it and linking it to the default sales channel when missing. */
async function seedStockLocation(container: MedusaContainer, report: SeedReport): Promise<string> {
  const locations = container.resolve<IStockLocationService>("stockLocationService")
  const channelLocations = container.resolve<SalesChannelLocationService>("salesChannelLocationService")
  const channel = await container.resolve<SalesChannelService>("salesChannelService").retrieveDefault()
  let [location] = await locations.list({ name: STOCK_LOCATION.name })
  if (!location) {
    location = await locations.create(STOCK_LOCATION)
    bump(report, "stockLocations")
  }
  const linked = await channelLocations.listLocationIds(channel.id)
  if (!linked.includes(location.id)) {
    await channelLocations.associateLocation(channel.id, location.id)
    bump(report, "stockLocationChannels")
  }
  return location.id
}

/** The catalogue's variants as the database holds them. */
async function catalogueVariants(container: MedusaContainer) {
  const manager = container.resolve<EntityManager>("manager")
  const skus = CATALOGUE.flatMap((product) => product.variants.map((variant) => variant.sku))
  return variantsBySku(manager, skus)
}

/**
 * Gives one variant managed stock: an inventory item linked to it, a level at the location with
 * SEEDED_STOCK_PER_VARIANT units, and no backorders, so orders reserve real stock and stop when it runs out.
 * Existing items and levels are kept as they are (their quantities belong to staff once seeded).
 */
async function seedVariantStock(
  container: MedusaContainer,
  variant: Awaited<ReturnType<typeof catalogueVariants>>[number],
  locationId: string,
  report: SeedReport
): Promise<void> {
  const inventory = container.resolve<IInventoryService>("inventoryService")
  const variantInventory = container.resolve<ProductVariantInventoryService>("productVariantInventoryService")
  let [link] = await variantInventory.listByVariant(variant.id)
  if (!link) {
    const item = await inventory.createInventoryItem({ sku: variant.sku, requires_shipping: true })
    ;[link] = await variantInventory.attachInventoryItem(variant.id, item.id, 1)
    bump(report, "inventoryItems")
  }
  const [levels] = await inventory.listInventoryLevels({ inventory_item_id: link.inventory_item_id, location_id: locationId })
  if (levels.length === 0) {
    await inventory.createInventoryLevel({
      inventory_item_id: link.inventory_item_id,
      location_id: locationId,
      stocked_quantity: SEEDED_STOCK_PER_VARIANT,
      incoming_quantity: 0,
    })
    bump(report, "inventoryLevels")
  }
  if (!variant.manage_inventory || variant.allow_backorder) {
    await container.resolve<ProductVariantService>("productVariantService").update(variant.id, { manage_inventory: true, allow_backorder: false })
    bump(report, "stockManagedVariants")
  }
}

/**
 * Seeds the stock location and the stock of every catalogue variant (idempotent). Reports what it created as
 * `extra.stockLocations`, `extra.stockLocationChannels`, `extra.inventoryItems`, `extra.inventoryLevels` and
 * `extra.stockManagedVariants`.
 */
export async function seedStock(container: MedusaContainer, report: SeedReport): Promise<void> {
  const locationId = await seedStockLocation(container, report)
  for (const variant of await catalogueVariants(container)) await seedVariantStock(container, variant, locationId, report)
}
