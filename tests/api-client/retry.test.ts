import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { backoffDelay, commerceClientRetry, fetchWithRetry, isRetryableStatus, RETRY_HELPER, retryAfterMs } from "../../src/api/http-retry"

const reply = (status: number, headers: Record<string, string> = {}) => new Response(status === 204 || status < 200 ? null : "{}", { status: status < 200 ? 200 : status, headers }) as Response

/** A fetch answering the given statuses in turn ("down" = no response). */
function scripted(...answers: Array<number | "down" | { status: number; retryAfter: string }>) {
  return vi.fn(async () => {
    const next = answers.shift()
    if (next === undefined) throw new Error("unexpected call")
    if (next === "down") throw new TypeError("Failed to fetch")
    if (typeof next === "object") return reply(next.status, { "retry-after": next.retryAfter })
    if (next < 200) return Object.defineProperty(reply(200), "status", { value: next }) as Response
    return reply(next)
  })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("retry rules", () => {
  it("retries 1xx, 429 and 5xx only", () => {
    for (const status of [100, 199, 429, 500, 503, 599]) expect(isRetryableStatus(status)).toBe(true)
    for (const status of [200, 204, 299, 300, 400, 401, 403, 404, 409, 428, 430, 499, 600]) expect(isRetryableStatus(status)).toBe(false)
  })

  it("backs off exponentially from 100 ms", () => {
    expect([1, 2, 3].map(backoffDelay)).toEqual([100, 200, 400])
  })

  it("reads Retry-After in seconds or as a date", () => {
    expect(retryAfterMs("2")).toBe(2000)
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000)
    expect(retryAfterMs(null)).toBeUndefined()
    expect(retryAfterMs("soon")).toBeUndefined()
  })
})

describe("fetchWithRetry", () => {
  it("retries a GET on 503 three times, 100, 200 and 400 ms apart, then gives the last answer", async () => {
    const fetchImpl = scripted(503, 503, 503, 503)
    const result = fetchWithRetry("/x", { method: "GET" }, fetchImpl as typeof fetch)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(99)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchImpl).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(199)
    expect(fetchImpl).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchImpl).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(400)
    expect(fetchImpl).toHaveBeenCalledTimes(4)
    expect((await result).status).toBe(503)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetchImpl).toHaveBeenCalledTimes(4)
  })

  it.each(["GET", "HEAD", "PUT", "OPTIONS", "DELETE"])("retries %s", async (method) => {
    const fetchImpl = scripted(500, 200)
    const result = fetchWithRetry("/x", { method }, fetchImpl as typeof fetch)
    await vi.advanceTimersByTimeAsync(100)
    expect((await result).status).toBe(200)
    expect(fetchImpl).toHaveBeenCalledTimes(2)
  })

  it.each(["POST", "PATCH"])("never retries %s", async (method) => {
    const fetchImpl = scripted(503)
    expect((await fetchWithRetry("/x", { method }, fetchImpl as typeof fetch)).status).toBe(503)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it("retries 429 and 1xx, not 4xx", async () => {
    const tooMany = scripted(429, 200)
    const first = fetchWithRetry("/x", {}, tooMany as typeof fetch)
    await vi.advanceTimersByTimeAsync(100)
    expect((await first).status).toBe(200)
    const informational = scripted(103, 200)
    const second = fetchWithRetry("/x", {}, informational as typeof fetch)
    await vi.advanceTimersByTimeAsync(100)
    expect((await second).status).toBe(200)
    const notFound = scripted(404)
    expect((await fetchWithRetry("/x", {}, notFound as typeof fetch)).status).toBe(404)
    expect(notFound).toHaveBeenCalledTimes(1)
  })

  it("waits what Retry-After asks, up to 300000 ms", async () => {
    const fetchImpl = scripted({ status: 503, retryAfter: "300" }, 200)
    const result = fetchWithRetry("/x", {}, fetchImpl as typeof fetch)
    await vi.advanceTimersByTimeAsync(299_999)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect((await result).status).toBe(200)
  })

  it("does not retry when Retry-After asks for more than 300000 ms", async () => {
    const fetchImpl = scripted({ status: 429, retryAfter: "301" })
    expect((await fetchWithRetry("/x", {}, fetchImpl as typeof fetch)).status).toBe(429)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it("retries twice without a response, then rejects", async () => {
    const fetchImpl = scripted("down", "down", "down", 200)
    const result = fetchWithRetry("/x", {}, fetchImpl as typeof fetch)
    const outcome = expect(result).rejects.toThrow("Failed to fetch")
    await vi.advanceTimersByTimeAsync(100)
    expect(fetchImpl).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(200)
    await outcome
    expect(fetchImpl).toHaveBeenCalledTimes(3)
  })

  it("recovers when a retry without a response succeeds", async () => {
    const fetchImpl = scripted("down", 200)
    const result = fetchWithRetry("/x", {}, fetchImpl as typeof fetch)
    await vi.advanceTimersByTimeAsync(100)
    expect((await result).status).toBe(200)
  })
})

describe("the commerce client's policy through the same loop", () => {
  it("retries 409 and 501-599 on any method, never 500, 429 or 4xx", () => {
    const policy = commerceClientRetry()
    for (const status of [409, 501, 503, 599]) expect(policy.retriesStatus(status)).toBe(true)
    for (const status of [100, 400, 404, 429, 500, 600]) expect(policy.retriesStatus(status)).toBe(false)
    expect(policy.retries).toBe(3)
    expect(policy.methods).toContain("POST")
  })

  it("makes 4 requests for a 503 in all (3 retries), ignoring Retry-After", async () => {
    const fetchImpl = scripted({ status: 503, retryAfter: "1000" }, 503, 503, 503)
    const result = fetchWithRetry("/x", {}, fetchImpl as typeof fetch, commerceClientRetry())
    await vi.advanceTimersByTimeAsync(500 + 1500 + 3500)
    expect((await result).status).toBe(503)
    expect(fetchImpl).toHaveBeenCalledTimes(4)
  })

  it("counts retries without an answer and with one together: 3 in all", async () => {
    const fetchImpl = scripted("down", 502, "down", 502)
    const result = fetchWithRetry("/x", {}, fetchImpl as typeof fetch, commerceClientRetry())
    await vi.advanceTimersByTimeAsync(10_000)
    expect((await result).status).toBe(502)
    expect(fetchImpl).toHaveBeenCalledTimes(4)
  })

  it("gives a POST one Idempotency-Key for all its retries, and none when retries are off", async () => {
    const keys: Array<string | null> = []
    const fetchImpl = vi.fn(async (_url: string, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get("Idempotency-Key"))
      return reply(keys.length === 1 ? 409 : 200)
    })
    const result = fetchWithRetry("/x", { method: "POST" }, fetchImpl as typeof fetch, commerceClientRetry())
    await vi.advanceTimersByTimeAsync(1000)
    expect((await result).status).toBe(200)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    await fetchWithRetry("/x", { method: "POST" }, fetchImpl as typeof fetch, commerceClientRetry(0))
    expect(keys[2]).toBeNull()
    await fetchWithRetry("/x", { method: "POST" }, fetchImpl as typeof fetch, RETRY_HELPER)
    expect(keys[3]).toBeNull()
  })
})
