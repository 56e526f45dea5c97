/**
 * The storefront's retry helper, one small module over `fetch`: GET, HEAD, PUT, OPTIONS
 * and DELETE are retried on status 1xx, 429 and 5xx, at most 3 times, after 100 ms, 200 ms, 400 ms
 * (exponential from a 100 ms base); a `Retry-After` header of up to 300000 ms replaces the delay (a
 * longer one is not waited for: no retry); a request that got no response is retried at most 2 times.
 * No timeout. Success is 200-299 (decided by the caller).
 */
const RETRY_POLICY = {
  retries: 3,
  noResponseRetries: 2,
  baseDelayMs: 100,
  maxRetryAfterMs: 300_000,
  methods: ["GET", "HEAD", "PUT", "OPTIONS", "DELETE"] as readonly string[],
} as const

/** True for the status classes the helper retries: 1xx, 429, 5xx. */
export function isRetryableStatus(status: number): boolean {
  return (status >= 100 && status <= 199) || status === 429 || (status >= 500 && status <= 599)
}

/** The delay before retry number `attempt` (1-based): 100 ms × 2^(attempt-1). */
export function backoffDelay(attempt: number): number {
  return RETRY_POLICY.baseDelayMs * 2 ** (attempt - 1)
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

/** `fetch` with the retry rules above. Resolves with the last response (even a failing one). */
export async function fetchWithRetry(url: string, init: RequestInit = {}, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase()
  const retryable = RETRY_POLICY.methods.includes(method)
  let responseRetries = 0
  let noResponseRetries = 0
  for (;;) {
    let response: Response
    try {
      response = await fetchImpl(url, init)
    } catch (error) {
      if (!retryable || noResponseRetries >= RETRY_POLICY.noResponseRetries) throw error
      noResponseRetries += 1
      await sleep(backoffDelay(noResponseRetries + responseRetries))
      continue
    }
    if (!retryable || !isRetryableStatus(response.status) || responseRetries >= RETRY_POLICY.retries) return response
    const asked = retryAfterMs(response.headers.get("retry-after"))
    if (asked !== undefined && (asked <= 0 || asked > RETRY_POLICY.maxRetryAfterMs)) return response
    responseRetries += 1
    await sleep(asked ?? backoffDelay(responseRetries + noResponseRetries))
  }
}

/**
 * Runs `call` again after 100, 200, 400 ms while it fails without an answer or with a status the helper retries
 * (429, 5xx), at most {@link RETRY_POLICY.retries} times; any other failure (a 404, say) is final at once.
 */
export async function retryingTransient<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call()
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status
      const transient = typeof status !== "number" || isRetryableStatus(status)
      if (!transient || attempt > RETRY_POLICY.retries) throw error
      await sleep(backoffDelay(attempt))
    }
  }
}
