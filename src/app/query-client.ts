import { QueryClient } from "@tanstack/react-query"

/** Cached data stays fresh 24 hours, one retry, no refetch on window focus. */
export const QUERY_DEFAULTS = { staleTime: 24 * 60 * 60 * 1000, retry: 1, refetchOnWindowFocus: false } as const

/** A QueryClient with the store's defaults (one per app; tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } })
}
