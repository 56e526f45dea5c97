import { COMMERCE_CLIENT_RETRIES } from "./commerce-client-retries"

/**
 * The one retry loop of the storefront's transport (every request to the backend, the store's own routes and
 * Medusa's, goes through {@link fetchWithRetry}) and the two policies it runs:
 * - the retry helper (the store's own routes): GET, HEAD, PUT, OPTIONS and DELETE are retried on status 1xx, 429
 *   and 5xx, at most 3 times, after 100 ms, 200 ms, 400 ms (exponential from a 100 ms base); a `Retry-After`
 *   header of up to 300000 ms replaces the delay (a longer one is not waited for: no retry); a request that got no
 *   response is retried at most 2 times;
 * - the commerce client (Medusa's routes): any method is retried on a connection failure, 409 or 501-599, at most
 *   3 times (the library default is 0), with retry-axios's exponential delays (0.5 s, 1.5 s, 3.5 s); a POST carries
 *   an Idempotency-Key (the same on each retry) because retries are on.
 * No timeout (the specification's constant): the storefront never gives up on a request it sent, because a "Place
 * order" abandoned while the server still works is how an order gets lost or placed twice; what bounds a request
 * that hangs is the server side (nginx answers 504 after 60 s without an answer from the backend, which the commerce
 * policy retries). Success is 200-299 (decided by the caller). Nothing above the transport retries a request again.
 */
export interface RetryPolicy {
  /** Retries after an answer whose status the policy retries. */
  retries: number
  /** Retries after no answer at all. */
  noResponseRetries: number
  /** Retries of one request in all (both kinds together). */
  totalRetries: number
  /** The methods retried (upper case). */
  methods: readonly string[]
  retriesStatus: (status: number) => boolean
  /** The delay before retry number `attempt` (1-based). */
  delayMs: (attempt: number) => number
  /** The longest `Retry-After` waited for; null when the header is not read. */
  maxRetryAfterMs: number | null
  /** Whether a POST without one gets an Idempotency-Key (kept for its retries). */
  idempotencyKeyOnPost: boolean
}

/** True for the status classes the retry helper retries: 1xx, 429, 5xx. */
export function isRetryableStatus(status: number): boolean {
  return (status >= 100 && status <= 199) || status === 429 || (status >= 500 && status <= 599)
}

/** The retry helper's delay before retry number `attempt` (1-based): 100 ms × 2^(attempt-1). */
export function backoffDelay(attempt: number): number {
  return 100 * 2 ** (attempt - 1)
}

/** The retry helper's policy: the store's own routes. */
export const RETRY_HELPER: RetryPolicy = {
  retries: 3,
  noResponseRetries: 2,
  totalRetries: 5,
  methods: ["GET", "HEAD", "PUT", "OPTIONS", "DELETE"],
  retriesStatus: isRetryableStatus,
  delayMs: backoffDelay,
  maxRetryAfterMs: 300_000,
  idempotencyKeyOnPost: false,
}

/** True for what the commerce client retries after an answer: 409 and 501-599 (not 500). */
function isCommerceRetryableStatus(status: number): boolean {
  return status === 409 || (status >= 501 && status <= 599)
}

/** The commerce client's policy with `retries` retries (the storefront asks 3; the library default is 0). */
export function commerceClientRetry(retries: number = COMMERCE_CLIENT_RETRIES): RetryPolicy {
  return {
    retries,
    noResponseRetries: retries,
    totalRetries: retries,
    methods: ["GET", "HEAD", "PUT", "OPTIONS", "DELETE", "POST"],
    retriesStatus: isCommerceRetryableStatus,
    delayMs: (attempt) => ((2 ** attempt - 1) / 2) * 1000,
    maxRetryAfterMs: null,
    idempotencyKeyOnPost: retries > 0,
  }
}

/** Milliseconds a `Retry-After` header asks for (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined
  const seconds = Number(header)
  if (!Number.isNaN(seconds)) return seconds * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : date - now
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A random idempotency key (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newIdempotencyKey(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function withIdempotencyKey(init: RequestInit, method: string, policy: RetryPolicy): RequestInit {
  if (!policy.idempotencyKeyOnPost || method !== "POST") return init
  const headers = new Headers(init.headers)
  if (!headers.has("Idempotency-Key")) headers.set("Idempotency-Key", newIdempotencyKey())
  return { ...init, headers }
}

/** `fetch` under a retry policy (the retry helper's unless told). Resolves with the last response (even a failing one). */
export async function fetchWithRetry(url: string, init: RequestInit = {}, fetchImpl: typeof fetch = (...args) => fetch(...args), policy: RetryPolicy = RETRY_HELPER): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase()
  const retryable = policy.methods.includes(method)
  const request = withIdempotencyKey(init, method, policy)
  let responseRetries = 0
  let noResponseRetries = 0
  for (;;) {
    let response: Response
    try {
      response = await fetchImpl(url, request)
    } catch (error) {
      if (!retryable || noResponseRetries >= policy.noResponseRetries || noResponseRetries + responseRetries >= policy.totalRetries) throw error
      noResponseRetries += 1
      await sleep(policy.delayMs(noResponseRetries + responseRetries))
      continue
    }
    if (!retryable || !policy.retriesStatus(response.status) || responseRetries >= policy.retries || noResponseRetries + responseRetries >= policy.totalRetries) return response
    const asked = policy.maxRetryAfterMs === null ? undefined : retryAfterMs(response.headers.get("retry-after"))
    if (asked !== undefined && (asked <= 0 || asked > policy.maxRetryAfterMs!)) return response
    responseRetries += 1
    await sleep(asked ?? policy.delayMs(responseRetries + noResponseRetries))
  }
}
