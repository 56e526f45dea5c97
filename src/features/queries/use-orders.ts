import { useQuery } from "@tanstack/react-query"
import { ORDERS_PAGE } from "../../api/product-api"
import { useApi } from "../api/api-provider"
import { queryKeys } from "./query-keys"

/** A page of the caller's (and their clinic's) orders; defaults offset 0, limit 10 (seed section 9). */
export function useOrders(page: { offset?: number; limit?: number } = {}) {
  const api = useApi()
  const offset = page.offset ?? ORDERS_PAGE.offset
  const limit = page.limit ?? ORDERS_PAGE.limit
  return useQuery({ queryKey: queryKeys.orders(offset, limit), queryFn: () => api.product.listOrders({ offset, limit }) })
}

/** One order by id or display id; `enabled: false` when the caller already has it. */
export function useOrder(lookup: { id?: string; display_id?: string | number }, options: { enabled?: boolean } = {}) {
  const api = useApi()
  return useQuery({
    queryKey: queryKeys.order(lookup),
    queryFn: () => api.product.findOrder(lookup),
    enabled: (options.enabled ?? true) && Boolean(lookup.id || lookup.display_id),
  })
}

/** The lab result of one lab order of an order (404 until results are ready). */
export function useOrderResult(orderId: string, labOrderId: string) {
  const api = useApi()
  return useQuery({ queryKey: queryKeys.orderResult(orderId, labOrderId), queryFn: () => api.product.orderResult(orderId, labOrderId) })
}
