import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/api-provider"
import { queryKeys } from "./query-keys"
import { useCustomerScope } from "./use-customer-scope"

/** An edit of the customer's order (`GET /store/order-edits/{id}`), read again whenever its page shows it. */
export function useOrderEdit(editId: string) {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({
    queryKey: queryKeys.orderEdit(customerId, editId),
    queryFn: () => api.orderEdits.retrieve(editId),
    enabled: Boolean(editId),
    staleTime: 0,
  })
}
