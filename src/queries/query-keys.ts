/**
 * Query keys of the server data the storefront reads, in one place so invalidation matches. Every key starts with the
 * customer it was read for (`["customer", id, ...]`, "signed-out" for a visitor): one customer's data is never
 * answered to another, and `invalidateQueries({ queryKey: queryKeys.orders(id) })` refreshes a whole family.
 */
export type CustomerScope = string | null | undefined

const customer = (customerId: CustomerScope) => ["customer", customerId ?? "signed-out"] as const

export const queryKeys = {
  customer,
  approvedProducts: (customerId: CustomerScope, regionId?: string, locale = "en") => [...customer(customerId), "approved-products", regionId ?? null, locale] as const,
  /** The ids of the approved products the backend finds for search words. */
  productSearch: (customerId: CustomerScope, regionId: string | undefined, locale: string, query: string) =>
    [...customer(customerId), "approved-products", "search", regionId ?? null, locale, query] as const,
  /** The home page's public teaser. */
  featuredProducts: (customerId: CustomerScope, locale: string, regionId: string | null) => [...customer(customerId), "featured-products", locale, regionId] as const,
  /** Shipping option names in a language. */
  shippingOptionNames: (customerId: CustomerScope, locale: string) => [...customer(customerId), "shipping-option-names", locale] as const,
  catalogProduct: (customerId: CustomerScope, handle: string, regionId?: string) => [...customer(customerId), "catalog-product", handle, regionId ?? null] as const,
  canPurchase: (customerId: CustomerScope, productId: string) => [...customer(customerId), "can-purchase", productId] as const,
  /** Every order read of the customer: the list pages, single orders and their results. */
  orders: (customerId: CustomerScope) => [...customer(customerId), "orders"] as const,
  ordersPage: (customerId: CustomerScope, offset: number, limit: number) => [...customer(customerId), "orders", "list", { offset, limit }] as const,
  order: (customerId: CustomerScope, lookup: { id?: string; display_id?: string | number }) =>
    [...customer(customerId), "orders", "detail", lookup.id ?? null, lookup.display_id ?? null] as const,
  /** An edit of an order staff asked the customer about (under the orders: an answered edit changes the order). */
  orderEdit: (customerId: CustomerScope, editId: string) => [...customer(customerId), "orders", "edit", editId] as const,
  orderResult: (customerId: CustomerScope, orderId: string, labOrderId: string) => [...customer(customerId), "orders", "result", orderId, labOrderId] as const,
  /** The clinic's results inbox, every page. */
  labResults: (customerId: CustomerScope) => [...customer(customerId), "lab-results"] as const,
  labResultsPage: (customerId: CustomerScope, offset: number, limit: number) => [...customer(customerId), "lab-results", { offset, limit }] as const,
  /** The return reasons a shopper picks from. */
  returnReasons: (customerId: CustomerScope) => [...customer(customerId), "return-reasons"] as const,
  clinic: (customerId: CustomerScope, clinicId: string) => [...customer(customerId), "clinic", clinicId] as const,
  /** The store's regions (`GET /store/regions`). */
  regions: (customerId: CustomerScope) => [...customer(customerId), "regions"] as const,
  /** The countries the store serves (from the regions). */
  servedCountries: (customerId: CustomerScope) => [...customer(customerId), "served-countries"] as const,
  /** The customer's saved addresses. */
  addressBook: (customerId: CustomerScope) => [...customer(customerId), "address-book"] as const,
}
