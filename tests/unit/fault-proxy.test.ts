import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FaultProxy } from "../support/fault-proxy"

let backend: http.Server
let backendHits = 0
let proxy: FaultProxy
let proxyUrl: string

beforeAll(async () => {
  backend = http.createServer((req, res) => {
    backendHits++
    res.setHeader("content-type", "application/json")
    res.end(JSON.stringify({ path: req.url }))
  })
  await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve))
  proxy = new FaultProxy(`http://127.0.0.1:${(backend.address() as AddressInfo).port}`)
  proxyUrl = await proxy.start()
})

afterAll(async () => {
  await proxy.stop()
  backend.close()
})

describe("fault proxy (test harness)", () => {
  it("forwards requests that match no fault", async () => {
    const res = await fetch(`${proxyUrl}/store/regions`)
    expect(await res.json()).toEqual({ path: "/store/regions" })
  })

  it("answers queued statuses in order, then passes through again", async () => {
    proxy.inject("POST", /payment-sessions$/, { kind: "status", status: 500 }, { kind: "status", status: 409 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${proxyUrl}/carts/c1/payment-sessions`, { method: "POST" })).status)
    expect(statuses).toEqual([500, 409, 200])
  })

  it("drops the connection, or forwards and then drops the answer", async () => {
    proxy.inject("POST", /complete$/, { kind: "drop" }, { kind: "drop-after" })
    const before = backendHits
    await expect(fetch(`${proxyUrl}/carts/c1/complete`, { method: "POST" })).rejects.toThrow()
    expect(backendHits).toBe(before)
    await expect(fetch(`${proxyUrl}/carts/c1/complete`, { method: "POST" })).rejects.toThrow()
    await new Promise((r) => setTimeout(r, 50))
    expect(backendHits).toBe(before + 1)
    expect(proxy.requests("POST", /complete$/).map((r) => r.fault)).toEqual(["drop", "drop-after"])
  })
})
