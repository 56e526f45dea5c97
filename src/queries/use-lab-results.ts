import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/api-provider"
import { queryKeys } from "./query-keys"
import { useCustomerScope } from "./use-customer-scope"

/** How many results one page of the inbox shows. */
const LAB_RESULTS_PAGE_SIZE = 20

/** A page of the clinic's results inbox, read again whenever the page is shown (a result may have arrived). */
export function useLabResults(offset: number) {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({
    queryKey: queryKeys.labResultsPage(customerId, offset, LAB_RESULTS_PAGE_SIZE),
    queryFn: () => api.store.labResults({ offset, limit: LAB_RESULTS_PAGE_SIZE }),
    staleTime: 0,
  })
}

/** Marks a result read by the caller; the inbox is read again to show it. */
export function useMarkLabResultRead() {
  const api = useApi()
  const customerId = useCustomerScope()
  const queryClient = useQueryClient()
  return async (resultId: string) => {
    await api.store.markLabResultRead(resultId)
    await queryClient.invalidateQueries({ queryKey: queryKeys.labResults(customerId) })
  }
}
