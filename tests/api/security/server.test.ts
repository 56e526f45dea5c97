import fs from "node:fs"
import path from "node:path"
import { describe, expect, inject, it } from "vitest"
import { request } from "../support/client"

describe("the backend's server: local in development, no framing, nothing said about itself", () => {
  it("listens on the loopback interface only when HOST is not set (development)", () => {
    const log = fs.readFileSync(path.join(inject("backendLogDir"), "backend.log"), "utf8")
    expect(log).toMatch(/backend listening on 127\.0\.0\.1:\d+/)
  })

  it("sends no X-Powered-By on any answer", async () => {
    for (const p of ["/health", "/store/regions", "/store/nothing", "/admin/products", "/app"]) {
      const res = await request().get(p)
      expect([p, res.headers["x-powered-by"]]).toEqual([p, undefined])
    }
  })

  it("forbids framing the back office, the identity provider and the tools", async () => {
    for (const p of ["/app", "/admin/auth", "/idp/me", "/dev/mail"]) {
      const res = await request().get(p)
      expect([p, res.headers["x-frame-options"], res.headers["content-security-policy"]]).toEqual([p, "DENY", "frame-ancestors 'none'"])
    }
  })

  it("answers Medusa's own text errors (its staff 401) as JSON", async () => {
    const res = await request().get("/admin/products")
    expect(res.status).toBe(401)
    expect(res.headers["content-type"]).toMatch(/application\/json/)
    expect(res.body).toEqual({ type: "unauthorized", message: "Unauthorized" })
  })
})
