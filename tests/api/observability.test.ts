import fs from "node:fs"
import path from "node:path"
import { describe, expect, inject, it } from "vitest"
import { request } from "./support/client"

const backendLog = () => fs.readFileSync(path.join(inject("backendLogDir"), "backend.log"), "utf8")

/** The JSON request lines of the backend's log. */
function requestLines(): Array<{ level: number; req?: { id: string; method: string; url: string }; res?: { statusCode: number }; route?: string }> {
  return backendLog()
    .split("\n")
    .filter((line) => line.startsWith("{") && line.includes('"req":'))
    .map((line) => JSON.parse(line))
}

async function eventually<T>(read: () => T | undefined, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = read()
    if (value !== undefined || Date.now() > deadline) return value as T
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe("operations routes: liveness, readiness, metrics", () => {
  it("answers liveness, and readiness after asking PostgreSQL (Redis is not configured here)", async () => {
    await request().get("/health/live").expect(200, { status: "live" })
    const ready = await request().get("/health/ready").expect(200)
    expect(ready.body).toEqual({ status: "ready", checks: { postgres: "ok", redis: "not configured" } })
    expect(ready.headers["cache-control"]).toBe("no-store")
  })

  it("serves Prometheus metrics to a client on the same host, counting requests by route pattern, not raw path", async () => {
    // A visitor asking for carts: 401 under the pattern /store/carts/:id, one series for both ids.
    await request().get("/store/carts/cart_metrics_probe_1").expect(401)
    await request().get("/store/carts/cart_metrics_probe_2").expect(401)
    const res = await request().get("/metrics").expect(200)
    expect(res.headers["content-type"]).toMatch(/^text\/plain/)
    const text = res.text
    // At least these two (other test files running at once may add their own requests to the series).
    const count = /http_request_duration_seconds_count\{method="GET",route="\/store\/carts\/:id",status="401"\} (\d+)/.exec(text)
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(2)
    expect(text).not.toContain("metrics_probe")
    for (const name of ["clinic_checkout_completions_total", "clinic_lab_order_transitions_total", "clinic_mail_deliveries_total", "process_cpu_seconds_total"]) {
      expect(text).toContain(`# TYPE ${name}`)
    }
  })

  it.each([
    ["X-Forwarded-For", "203.0.113.9"],
    ["Forwarded", "for=203.0.113.9;proto=https"],
    ["X-Real-IP", "203.0.113.9"],
    ["True-Client-IP", "203.0.113.9"],
    ["Via", "1.1 proxy"],
  ])("refuses the metrics to a client that came through a proxy on the same host (%s)", async (header, value) => {
    const res = await request().get("/metrics").set(header, value)
    expect(res.status).toBe(404)
    expect(res.text).not.toContain("http_request_duration_seconds")
  })
})

describe("the request log: JSON lines with request ids, without secrets", () => {
  it("keeps the caller's X-Request-Id, echoes it, and makes one when none is given", async () => {
    const given = await request().get("/health/live").set("X-Request-Id", "api-test-id-1").expect(200)
    expect(given.headers["x-request-id"]).toBe("api-test-id-1")
    const made = await request().get("/health/live").expect(200)
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/)
    const line = await eventually(() => requestLines().find((l) => l.req?.id === "api-test-id-1"))
    expect(line).toMatchObject({ req: { method: "GET", url: "/health/live" }, res: { statusCode: 200 }, route: "/health/live" })
  })

  it("logs no cookie, authorization header, token or email of a request", async () => {
    await request()
      .get("/store/products?token=query-secret-1a2b&email=ann%40example.com&limit=1")
      .set("X-Request-Id", "api-test-secrets")
      .set("Cookie", "connect.sid=s%3Acookie-secret-3c4d")
      .set("Authorization", "Bearer header-secret-5e6f")
    const line = await eventually(() => requestLines().find((l) => l.req?.id === "api-test-secrets"))
    expect(line?.req?.url).toBe("/store/products?token=[redacted]&email=[redacted]&limit=1")
    const log = backendLog()
    for (const secret of ["query-secret-1a2b", "ann%40example.com", "ann@example.com", "cookie-secret-3c4d", "header-secret-5e6f"]) expect(log).not.toContain(secret)
  })
})
