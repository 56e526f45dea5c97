import fs from "node:fs"
import http from "node:http"
import supertest from "supertest"
import { describe, expect, inject, it } from "vitest"
import { eventually, site, staffCookie } from "./support/shop"

const t = inject("topology")
const [urlA, urlB] = t.instanceUrls

/** A GET through nginx with raw headers (no decompression), to read Content-Encoding as the browser gets it. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const { port } = new URL(t.nginxUrl)
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers }, (res) => {
        res.resume()
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
      })
      .on("error", reject)
  })
}

const database = (state: "down" | "up") => fetch(`${t.databaseProxyControl}/${state}`, { method: "POST" }).then((r) => r.text())
const readiness = async (url: string) => {
  const res = await fetch(`${url}/health/ready`)
  return { status: res.status, body: await res.json() }
}

/** Requests counted under `route` (all statuses) in a Prometheus text answer. */
function countOf(metrics: string, route: string): number {
  return [...metrics.matchAll(/^http_request_duration_seconds_count\{([^}]*)\} (\d+)$/gm)]
    .filter(([, labels]) => labels.includes(`route="${route}"`))
    .reduce((sum, [, , n]) => sum + Number(n), 0)
}

describe("production observability: readiness, metrics, logs, through nginx", () => {
  it("reports not ready (503) while PostgreSQL is unreachable, stays live, and is ready again when it returns", async () => {
    for (const url of [urlA, urlB, t.workerUrl]) expect(await readiness(url)).toEqual({ status: 200, body: { status: "ready", checks: { postgres: "ok", redis: "ok" } } })
    await database("down")
    try {
      for (const url of [urlA, urlB, t.workerUrl]) {
        expect(await readiness(url)).toEqual({ status: 503, body: { status: "not ready", checks: { postgres: "failed", redis: "ok" } } })
        expect((await fetch(`${url}/health/live`)).status).toBe(200)
      }
      expect((await fetch(`${t.nginxUrl}/health/ready`)).status).toBe(503)
    } finally {
      await database("up")
    }
    for (const url of [urlA, urlB, t.workerUrl]) await eventually(`${url} ready again`, async () => ((await readiness(url)).status === 200 ? true : undefined))
    await supertest(t.nginxUrl).get("/store/products").expect(200)
  })

  it("serves each instance's metrics to the same host, with request counts per route pattern; not through nginx", async () => {
    const scrape = async (url: string) => (await supertest(url).get("/metrics").expect(200)).text
    const before = countOf(await scrape(urlA), "/health/live") + countOf(await scrape(urlB), "/health/live")
    for (let i = 0; i < 6; i++) await supertest(t.nginxUrl).get("/health/live").expect(200)
    const [a, b] = [await scrape(urlA), await scrape(urlB)]
    expect(countOf(a, "/health/live") + countOf(b, "/health/live") - before).toBe(6)
    expect(countOf(a, "/store/products") + countOf(b, "/store/products")).toBeGreaterThan(0)
    expect(a).toMatch(/^clinic_event_queue_jobs\{state="waiting"\} \d+$/m)
    const worker = await scrape(t.workerUrl)
    expect(worker).toContain("# TYPE clinic_mail_deliveries_total counter")
    const viaNginx = await supertest(t.nginxUrl).get("/metrics")
    expect(viaNginx.text).not.toContain("http_request_duration_seconds")
  })

  it("follows one request id from nginx to the backend, and logs no cookie, token or email", async () => {
    const cookie = await staffCookie(t.publicUrl)
    const sessionValue = cookie.split("=").slice(1).join("=")
    expect(sessionValue.length).toBeGreaterThan(10)
    const res = await site(t.publicUrl)("get", "/store/products?limit=1&token=prod-reset-token-7g8h&email=probe-person%40example.test")
      .set("Cookie", cookie)
      .set("Authorization", "Bearer prod-bearer-9i0j")
      .set("X-Request-Id", "prod-observability-1")
    expect(res.status).toBeLessThan(500)
    expect(res.headers["x-request-id"]).toBe("prod-observability-1")
    const logs = () => [t.logs.a, t.logs.b, t.logs.worker, t.accessLog].map((file) => fs.readFileSync(file, "utf8")).join("\n")
    await eventually("the request in a backend log", async () => (logs().includes('"id":"prod-observability-1"') ? true : undefined))
    // nginx writes its line once the answer has gone out, which may be after the backend logged the request.
    await eventually("the request in nginx's access log", async () => (fs.readFileSync(t.accessLog, "utf8").includes("request_id=prod-observability-1") ? true : undefined))
    const all = logs()
    for (const secret of [sessionValue, decodeURIComponent(sessionValue), "prod-reset-token-7g8h", "prod-bearer-9i0j", "probe-person", "connect.sid="]) {
      expect(all.includes(secret), `logs contain ${secret}`).toBe(false)
    }
  })

  it("sends the storefront's CSP and HSTS, and compresses its files", async () => {
    const page = await supertest(t.nginxUrl).get("/some/deep/link").expect(200)
    const csp = page.headers["content-security-policy"]
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain(`connect-src 'self' ${new URL(t.publicUrl).origin}`)
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1]
    expect(script).toBeDefined()
    const asset = await rawGet(script!, { "Accept-Encoding": "gzip" })
    expect([asset.status, asset.headers["content-encoding"], asset.headers["strict-transport-security"]]).toEqual([200, "gzip", "max-age=31536000; includeSubDomains"])
    const api = await rawGet("/health/live", {})
    expect(api.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
  })
})
