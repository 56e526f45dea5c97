import type { Cart, PlacedOrder } from "./cart.types"

/**
 * The order as the confirmation shows it, from the completion's answer alone (no request after the order exists).
 * Medusa's answer carries the shipping address, items, payments and totals; what it leaves out and the completed
 * cart already had is taken from that cart: the billing address, the email, the shipping method's option (its
 * name) and the payment provider. A field the answer has is never replaced.
 */
export function placedOrderWithCart(order: PlacedOrder, cart: Cart): PlacedOrder {
  const fromCart: PlacedOrder = {
    id: order.id,
    email: cart.email ?? undefined,
    billing_address: cart.billing_address ?? undefined,
    shipping_methods: cart.shipping_methods ?? undefined,
    payments: cart.payment_session ? [{ provider_id: cart.payment_session.provider_id }] : undefined,
  }
  const merged: PlacedOrder = { ...order }
  for (const [key, value] of Object.entries(fromCart)) {
    if (value !== undefined && (merged[key] === undefined || merged[key] === null || (key === "shipping_methods" && !hasOptionNames(merged[key])))) merged[key] = value
  }
  return merged
}

/** Whether the shipping methods name their option (Medusa's completion answer leaves the option out). */
function hasOptionNames(methods: unknown): boolean {
  return Array.isArray(methods) && methods.length > 0 && methods.every((m) => typeof (m as { shipping_option?: { name?: unknown } })?.shipping_option?.name === "string")
}
