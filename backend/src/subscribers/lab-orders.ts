import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type LabOrderService from "../services/lab-order"

type Logger = { info(message: string): void }

/**
 * On `order.placed`, creates one lab order per unit of each line item. Idempotent: a second delivery of the
 * same event creates nothing (unique (line_item_id, unit_index), insert … on conflict do nothing). The creation is
 * announced (`lab_order.created`), which makes the cached orders lists stale as it commits. One info line per run names the order,
 * so an operator sees which instance (the worker, when roles are apart) did the work.
 */
export default async function createLabOrdersOnOrderPlaced({ data, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  const labOrderService = container.resolve<LabOrderService>("labOrderService")
  const created = await labOrderService.createForOrder(data.id)
  container.resolve<Logger>("logger").info(`Lab orders for order ${data.id}: ${created} created`)
}

export const config: SubscriberConfig = {
  event: "order.placed",
  context: { subscriberId: "create-lab-orders" },
}
