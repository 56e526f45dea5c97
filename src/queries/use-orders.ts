import { isSettledLabOrder, type LabSampleBody } from "@clinic-store/contract"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { Query } from "@tanstack/react-query"
import { ORDERS_PAGE } from "../api/orders-api"
import { QUERY_DEFAULTS } from "../app/query-client"
import { useApi } from "../api/api-provider"
import { toLabResult } from "../models/to-lab-result"
import { queryKeys } from "./query-keys"
import { useCustomerScope } from "./use-customer-scope"


/** Whether an order (or a page of them) still has a lab order on its way to a result. */
function hasLabWorkUnderWay(data: unknown): boolean {
  const orders = (data as { orders?: unknown[] } | undefined)?.orders ?? [data]
  return orders.some((order) =>
    ((order as { lab_orders?: Array<{ status?: string }> } | null)?.lab_orders ?? []).some((lab) => !isSettledLabOrder(lab.status))
  )
}

/**
 * Cached data stays fresh 24 hours, except orders whose lab work is still under way: those are read again whenever a
 * screen shows them, so a result finished by the lab shows without a reload.
 */
const orderStaleTime = <T,>(query: Query<T, Error, T, readonly unknown[]>) => (hasLabWorkUnderWay(query.state.data) ? 0 : QUERY_DEFAULTS.staleTime)

/** A page of the caller's (and their clinic's) orders; defaults offset 0, limit 10. */
export function useOrders(page: { offset?: number; limit?: number } = {}) {
  const api = useApi()
  const customerId = useCustomerScope()
  const offset = page.offset ?? ORDERS_PAGE.offset
  const limit = page.limit ?? ORDERS_PAGE.limit
  return useQuery({
    queryKey: queryKeys.ordersPage(customerId, offset, limit),
    queryFn: () => api.store.listOrders({ offset, limit }),
    staleTime: orderStaleTime,
  })
}

/** One order by id or display id; `enabled: false` when the caller already has it. */
export function useOrder(lookup: { id?: string; display_id?: string | number }, options: { enabled?: boolean } = {}) {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({
    queryKey: queryKeys.order(customerId, lookup),
    queryFn: () => api.store.findOrder(lookup),
    enabled: (options.enabled ?? true) && Boolean(lookup.id || lookup.display_id),
    staleTime: orderStaleTime,
    // An order that is not the customer's answers 404: a request's answer, which Query's retry leaves alone.
  })
}

/**
 * Loads the lab result of one lab order when the customer asks to see it (404 until results are ready): the answer
 * describes the file; its bytes come from the download address. Kept in the cache under the customer's orders.
 */
export function useLabResultLoader() {
  const api = useApi()
  const customerId = useCustomerScope()
  const queryClient = useQueryClient()
  return (orderId: string, labOrderId: string) =>
    queryClient.fetchQuery({
      queryKey: queryKeys.orderResult(customerId, orderId, labOrderId),
      queryFn: async () => {
        const result = toLabResult(await api.store.orderResult(orderId, labOrderId))
        return result.content ? result : { ...result, content: await api.store.orderResultContent(orderId, labOrderId) }
      },
    })
}

/** Finds an order by its number or id (the lookup form); answers the order or rejects with the API's error. */
export function useFindOrder<TOrder>() {
  const api = useApi()
  const customerId = useCustomerScope()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (lookup: { id?: string; display_id?: string | number }) =>
      queryClient.fetchQuery({ queryKey: queryKeys.order(customerId, lookup), queryFn: () => api.store.findOrder<TOrder>(lookup), staleTime: 0 }),
  })
}

/** Saves a lab order's sample details; the customer's orders are read again to show them. */
export function useRecordLabSample() {
  const api = useApi()
  const customerId = useCustomerScope()
  const queryClient = useQueryClient()
  return async (labOrderId: string, body: LabSampleBody) => {
    await api.store.recordLabSample(labOrderId, body)
    await queryClient.invalidateQueries({ queryKey: queryKeys.orders(customerId) })
  }
}
