import type { Request } from "express"
import { describe, expect, it } from "vitest"
import { isOperator } from "../../../backend/src/observability/operator-access"

/** A request as Express hands it over: the socket's address and the headers (lower-cased names). */
const requestFrom = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as Request

describe("who may read /metrics", () => {
  it("lets a direct client of the instance's own host in by default, IPv4-mapped too", () => {
    expect(isOperator(requestFrom("127.0.0.1"), {})).toBe(true)
    expect(isOperator(requestFrom("::ffff:127.0.0.1"), {})).toBe(true)
    expect(isOperator(requestFrom("::1"), {})).toBe(true)
    expect(isOperator(requestFrom("10.0.0.5"), {})).toBe(false)
  })

  it.each(["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host", "true-client-ip", "cf-connecting-ip", "x-client-ip", "via"])(
    "refuses a request a proxy on an allowed address passed on (%s)",
    (header) => {
      expect(isOperator(requestFrom("127.0.0.1", { [header]: "203.0.113.9" }), {})).toBe(false)
    }
  )

  it("takes the addresses the operator names instead of loopback; set but empty names none", () => {
    const env = { METRICS_ALLOW: "10.0.0.5, 10.0.0.6" }
    expect(isOperator(requestFrom("10.0.0.6"), env)).toBe(true)
    expect(isOperator(requestFrom("::ffff:10.0.0.5"), env)).toBe(true)
    expect(isOperator(requestFrom("127.0.0.1"), env)).toBe(false)
    expect(isOperator(requestFrom("127.0.0.1"), { METRICS_ALLOW: "" })).toBe(false)
  })

  it("lets the token's bearer in from anywhere, through any proxy, and no one with another token", () => {
    const env = { METRICS_TOKEN: "s3cret-metrics", METRICS_ALLOW: "" }
    expect(isOperator(requestFrom("203.0.113.9", { authorization: "Bearer s3cret-metrics", "x-real-ip": "203.0.113.9" }), env)).toBe(true)
    expect(isOperator(requestFrom("203.0.113.9", { authorization: "Bearer s3cret-metric" }), env)).toBe(false)
  })
})
