import { describe, expect, it } from "vitest"
import { request, staff } from "./support/client"

/** A public store route (Medusa's validation refuses parameters it does not know, so it serves for refusals). */
const ROUTE = "/store/regions"
/** A public route that reads no query parameter at all: behind the gate, what it answers depends only on the limits. */
const ANY_QUERY = "/health/live"

/** `n` distinct two-character names (`a0`, `a1`, …): 1,001 of them still fit in the gate's 4,096 characters. */
const names = (n: number) => Array.from({ length: n }, (_, i) => (i + 360).toString(36).padStart(2, "0"))

const nested = (levels: number) => `x${"[k]".repeat(levels)}=1`
const array = (items: number) => Array.from({ length: items }, () => "ids[]=1").join("&")
const indexed = (items: number) => Array.from({ length: items }, (_, i) => `ids[${i}]=1`).join("&")
const parameters = (n: number) => names(n).map((name) => `${name}=`).join("&")

describe("query-string limits: depth 5, arrays of 20 items, 1,000 parameters", () => {
  it.each([
    ["nesting 5 levels deep", nested(5)],
    ["an array of 20 items", array(20)],
    ["an array of 20 indexed items", indexed(20)],
    ["1,000 parameters", parameters(1000)],
  ])("accepts %s", async (_, query) => {
    const res = await request().get(`${ANY_QUERY}?${query}`)
    expect(res.status).toBe(200)
  })

  it.each([
    ["nesting 6 levels deep", nested(6), "query: nested deeper than 5 levels"],
    ["an array of 21 items", array(21), "query: an array of more than 20 items"],
    ["an array of 21 indexed items", indexed(21), "query: an array of more than 20 items"],
    ["a key repeated 21 times", Array.from({ length: 21 }, () => "id=1").join("&"), "query: an array of more than 20 items"],
    ["1,001 parameters", parameters(1001), "query: more than 1000 parameters"],
  ])("answers 400 naming the limit for %s", async (_, query, message) => {
    for (const route of [ROUTE, ANY_QUERY]) {
      const res = await request().get(`${route}?${query}`)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ type: "invalid_data", message })
    }
  })
})

describe("the back office's API keeps Medusa's parsing", () => {
  it("takes a filter of 30 ids (the reservations of an order's 30 lines)", async () => {
    const admin = await staff()
    const ids = Array.from({ length: 30 }, (_, i) => `line_item_id[]=item_${i}`).join("&")
    const res = await admin.get(`/admin/reservations?${ids}&limit=100`)
    expect(res.status).toBe(200)
    expect(res.body.reservations).toEqual([])
  })
})

describe("the publishable key header", () => {
  it("is allowed by the store's CORS preflight", async () => {
    const res = await request()
      .options(ROUTE)
      .set("Origin", "http://localhost:8000")
      .set("Access-Control-Request-Method", "GET")
      .set("Access-Control-Request-Headers", "x-publishable-api-key")
    expect(res.headers["access-control-allow-origin"]).toBe("http://localhost:8000")
    expect(String(res.headers["access-control-allow-headers"]).toLowerCase()).toContain("x-publishable-api-key")
  })
})
