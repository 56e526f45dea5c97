import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/api-provider"
import { queryKeys } from "./query-keys"
import { useCustomerScope } from "./use-customer-scope"

/** The return reasons staff keep (Medusa's), read once per customer. */
export function useReturnReasons(options: { enabled?: boolean } = {}) {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({
    queryKey: queryKeys.returnReasons(customerId),
    queryFn: () => api.store.returnReasons(),
    enabled: options.enabled ?? true,
  })
}
