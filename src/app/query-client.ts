import { QueryClient } from "@tanstack/react-query"
import { ApiError } from "../api/errors"

/** Retries of a failing query: one. */
export const QUERY_RETRIES = 1

/**
 * Query's retry: once, for a failure that is not a request's answer (a query function that threw, say). A failed
 * request was already retried by the transport under its one policy (src/api/http-retry.ts), so Query does not
 * send it again: one failing read is never retried twice over.
 */
export function retryOnceOutsideTransport(failures: number, error: unknown): boolean {
  return failures < QUERY_RETRIES && !(error instanceof ApiError)
}

/** Cached data stays fresh 24 hours, one retry (outside the transport), no refetch on window focus. */
export const QUERY_DEFAULTS = { staleTime: 24 * 60 * 60 * 1000, retry: retryOnceOutsideTransport, refetchOnWindowFocus: false } as const

/** A QueryClient with the store's defaults (one per app; tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } })
}
