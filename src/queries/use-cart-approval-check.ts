import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/api-provider"
import { queryKeys } from "./query-keys"
import { useCustomerScope } from "./use-customer-scope"

/**
 * Whether the cart needs approval before it is placed, as the server checks the member's limits; read again whenever
 * the cart's total changes (`total` is Medusa's). Only for a customer of a clinic (`enabled`).
 */
export function useCartApprovalCheck(cartId: string, total: number, enabled: boolean) {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({
    queryKey: [...queryKeys.customer(customerId), "approval-check", cartId, total] as const,
    queryFn: () => api.store.cartApprovalCheck(cartId),
    enabled: enabled && Boolean(cartId),
  })
}
