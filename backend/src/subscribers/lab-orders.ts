import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type LabOrderService from "../services/lab-order"
import type StoreReadCacheService from "../services/store-read-cache"

/**
 * On `order.placed`, creates one lab order per unit of each line item. Idempotent: a second delivery of the
 * same event creates nothing (unique (line_item_id, unit_index), insert … on conflict do nothing). The orders
 * list shows lab orders, so its cached answers are made stale afterwards.
 */
export default async function createLabOrdersOnOrderPlaced({ data, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  const labOrderService = container.resolve<LabOrderService>("labOrderService")
  await labOrderService.createForOrder(data.id)
  await container.resolve<StoreReadCacheService>("storeReadCacheService").cache.bump()
}

export const config: SubscriberConfig = {
  event: "order.placed",
  context: { subscriberId: "create-lab-orders" },
}
