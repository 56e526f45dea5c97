import { describe, expect, it } from "vitest"
import { request } from "./support/client"

describe("CORS", () => {
  it("answers the configured storefront origin with credentials allowed", async () => {
    const res = await request()
      .options("/store/regions")
      .set("Origin", "http://localhost:8000")
      .set("Access-Control-Request-Method", "GET")
    expect(res.headers["access-control-allow-origin"]).toBe("http://localhost:8000")
    expect(res.headers["access-control-allow-credentials"]).toBe("true")
  })

  it("does not answer other origins", async () => {
    const res = await request()
      .options("/store/regions")
      .set("Origin", "https://evil.example.test")
      .set("Access-Control-Request-Method", "GET")
    expect(res.headers["access-control-allow-origin"]).toBeUndefined()
  })

  it("does not let the storefront origin call the admin API", async () => {
    const res = await request()
      .options("/admin/products")
      .set("Origin", "http://localhost:8000")
      .set("Access-Control-Request-Method", "GET")
    expect(res.headers["access-control-allow-origin"]).toBeUndefined()
  })

  it.each([
    ["POST", "/store/carts/cart_123/line-items"],
    ["POST", "/store/carts/cart_123/complete"],
    ["GET", "/store/user/products"],
    ["GET", "/store/orders/list"],
    ["POST", "/store/clinics"],
  ])("answers the browser's preflight for %s %s", async (method, path) => {
    const res = await request()
      .options(path)
      .set("Origin", "http://localhost:8000")
      .set("Access-Control-Request-Method", method)
      .set("Access-Control-Request-Headers", "content-type")
    expect(res.status).toBeLessThan(300)
    expect(res.headers["access-control-allow-origin"]).toBe("http://localhost:8000")
    expect(res.headers["access-control-allow-credentials"]).toBe("true")
  })
})
