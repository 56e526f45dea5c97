import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/api-provider"
import { queryKeys } from "./query-keys"
import { useCustomerScope } from "./use-customer-scope"

/** The purchase-order reference on one of the customer's carts (read under the customer, like every read). */
const cartReferenceKey = (customerId: ReturnType<typeof useCustomerScope>, cartId: string) => [...queryKeys.customer(customerId), "cart-reference", cartId] as const

/** The reference saved on the cart (null when none). */
export function useCartReference(cartId: string) {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({ queryKey: cartReferenceKey(customerId, cartId), queryFn: () => api.store.cartReference(cartId), enabled: Boolean(cartId) })
}

/** Saves (or with "" clears) the cart's reference. */
export function useSaveCartReference(cartId: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  const customerId = useCustomerScope()
  return useMutation({
    mutationFn: (reference: string) => api.store.setCartReference(cartId, reference.trim() || null),
    onSuccess: (answer) => queryClient.setQueryData(cartReferenceKey(customerId, cartId), answer),
  })
}

/** Order again: the order's lines into the cart `cartId`. */
export function useReorder() {
  const api = useApi()
  return useMutation({ mutationFn: ({ orderId, cartId }: { orderId: string; cartId: string }) => api.store.reorder(orderId, cartId) })
}

/** The address of the order's invoice download. */
export function useInvoiceUrl(orderId: string): string {
  return useApi().store.invoiceUrl(orderId)
}
