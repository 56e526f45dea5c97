import { createRequire } from "node:module"
import path from "node:path"
import request from "supertest"
import { afterEach, describe, expect, it } from "vitest"

const require = createRequire(import.meta.url)
const { applyTrustProxy, trustedProxyHops } = require("../../backend/trust-proxy.js") as {
  applyTrustProxy: (env?: NodeJS.ProcessEnv) => number
  trustedProxyHops: (env?: NodeJS.ProcessEnv) => number
}
// The Express that Medusa builds its app with (the one the patch must reach).
const medusaDir = path.dirname(require.resolve("@medusajs/medusa/package.json"))
const express = require(require.resolve("express", { paths: [medusaDir] })) as typeof import("express")
const originalSet = express.application.set

/** An app set up as Medusa's express loader does (`trust proxy` 1), answering the client address it sees. */
function medusaLikeApp() {
  const app = express()
  app.set("trust proxy", 1)
  app.get("/ip", (req, res) => void res.json({ ip: req.ip }))
  return app
}

afterEach(() => {
  express.application.set = originalSet
})

describe("TRUST_PROXY", () => {
  it("reads the number of proxy hops, 0 when unset, and refuses anything else", () => {
    expect(trustedProxyHops({})).toBe(0)
    expect(trustedProxyHops({ TRUST_PROXY: " 2 " })).toBe(2)
    expect(() => trustedProxyHops({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY must be the number of proxies/)
  })

  it("unset: a direct client forging X-Forwarded-For is still known by its own address", async () => {
    applyTrustProxy({})
    const res = await request(medusaLikeApp()).get("/ip").set("X-Forwarded-For", "203.0.113.9")
    expect(res.body.ip).not.toBe("203.0.113.9")
    expect(res.body.ip).toMatch(/127\.0\.0\.1|::1/)
  })

  it("1: behind one proxy the client is the address that proxy adds, not one the client forged before it", async () => {
    applyTrustProxy({ TRUST_PROXY: "1" })
    const res = await request(medusaLikeApp()).get("/ip").set("X-Forwarded-For", "198.51.100.1, 203.0.113.9")
    expect(res.body.ip).toBe("203.0.113.9")
  })
})
