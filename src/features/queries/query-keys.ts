/** Query keys of the read-mostly data, in one place so invalidation matches. */
export const queryKeys = {
  approvedProducts: (regionId?: string) => ["approved-products", regionId ?? null] as const,
  catalogProduct: (handle: string, regionId?: string) => ["catalog-product", handle, regionId ?? null] as const,
  canPurchase: (productId: string) => ["can-purchase", productId] as const,
  orders: (offset: number, limit: number) => ["orders", offset, limit] as const,
  order: (lookup: { id?: string; display_id?: string | number }) => ["order", lookup.id ?? null, lookup.display_id ?? null] as const,
  orderResult: (orderId: string, labOrderId: string) => ["order-result", orderId, labOrderId] as const,
  clinic: (clinicId: string) => ["clinic", clinicId] as const,
}
