import supertest from "supertest"
import { describe, expect, inject, it } from "vitest"
import { upstreamsOf } from "./support/nginx"
import { approvedCustomer, labOrdersOf, placeOrder } from "./support/shop"

const t = inject("topology")

/** Resolves once none of the processes exists any more (SIGKILL is delivered asynchronously). */
async function gone(pids: number[]): Promise<void> {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }
  while (pids.some(alive)) await new Promise((r) => setTimeout(r, 10))
}

// Runs last (tests/production/vitest.config.ts orders it so): it stops server B for good.
describe("a server instance dies behind nginx", () => {
  it("killing server B mid-run loses no request nginx can retry and no order", async () => {
    // Signed in at the public origin (the session cookie is only set over HTTPS); read through nginx itself.
    const customer = await approvedCustomer(t.publicUrl, t.databaseUrl, "topology-failover")
    // Both instances in nginx's rotation first: a suite before this one that cut PostgreSQL can leave B marked failed
    // for nginx's fail_timeout.
    const warm = `failover-warm-${Date.now()}`
    for (let i = 0; i < 60 && new Set(upstreamsOf(t.accessLog, warm)).size < t.upstreams.length; i++) {
      await supertest(t.nginxUrl).get("/health").set("X-Request-Id", warm)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const probe = `failover-${Date.now()}`
    const statuses: number[] = []
    const cut: string[] = []
    let sent = 0
    const read = () => supertest(t.nginxUrl).get("/store/customers/me").set("X-Request-Id", probe).set("Cookie", customer.cookie)
    // Four readers through nginx (signed in: each request reads the session from Redis and the customer from PostgreSQL).
    // nginx repeats on A whatever B had not answered yet; an answer B was in the middle of sending when it died is
    // cut (nginx has begun relaying it and cannot start over), and the client sees the connection close. The
    // storefront's client repeats such a GET once (src/api/http-retry.ts); so do these readers, and say how often.
    const reader = async () => {
      while (sent < 120) {
        sent++
        const response = await read().catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== "ECONNRESET") throw error
          cut.push(error.message)
          return read()
        })
        statuses.push(response.status)
      }
    }
    const readers = [reader(), reader(), reader(), reader()]
    while (sent < 30) await new Promise((r) => setTimeout(r, 20))
    // Server B runs as the image does: one Node process, the leader of its own process group.
    const killed = [t.instancePids[1]]
    process.kill(-killed[0], "SIGKILL")
    // The order is placed once B is gone: a POST already sent to the dying process is not nginx's to repeat
    // (not idempotent), and a browser would see that one fail. The readers keep going meanwhile.
    await gone(killed)
    const orderId = await placeOrder(t.nginxUrl, t.databaseUrl, customer)
    await Promise.all(readers)
    expect(statuses).toHaveLength(120)
    expect(statuses.filter((s) => s !== 200)).toEqual([])
    console.log(`failover: ${cut.length} answer(s) cut by the kill and read again`)
    // At most the answers in flight on B at the kill (one per reader) were cut.
    expect(cut.length).toBeLessThanOrEqual(4)
    await expect(fetch(`${t.instanceUrls[1]}/health`)).rejects.toThrow()
    expect(await labOrdersOf(t.databaseUrl, orderId, 1)).toHaveLength(1)
    // Both instances served the readers before the kill; afterwards only A did.
    expect(new Set(upstreamsOf(t.accessLog, probe))).toEqual(new Set(t.upstreams))
  })
})
