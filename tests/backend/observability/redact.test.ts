// @vitest-environment node
import { describe, expect, it } from "vitest"
import { REDACTED, redactUrl } from "../../../backend/src/observability/redact"

describe("redactUrl: what a log line may say about a URL", () => {
  it("replaces tokens, codes and emails in query strings, keeping the keys", () => {
    expect(redactUrl("/idp/password-reset?token=abc123&email=ann%40example.com&lang=da")).toBe(`/idp/password-reset?token=${REDACTED}&email=${REDACTED}&lang=da`)
    expect(redactUrl("/dev/mail-outbox?to=ann@example.com")).toBe(`/dev/mail-outbox?to=${REDACTED}`)
    expect(redactUrl("/store/user/login?code=123456")).toBe(`/store/user/login?code=${REDACTED}`)
  })

  it("replaces an email or a JWT whatever the key or place", () => {
    const jwt = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyXzEifQ.c2lnbmF0dXJlc2lnbmF0dXJl"
    expect(redactUrl(`/store/x?q=ann@example.com&t=${jwt}`)).toBe(`/store/x?q=${REDACTED}&t=${REDACTED}`)
    expect(redactUrl("/admin/customers/ann@example.com/orders")).toBe(`/admin/customers/${REDACTED}/orders`)
  })

  it("keeps ordinary paths and paging as they are", () => {
    expect(redactUrl("/store/products?limit=20&offset=40")).toBe("/store/products?limit=20&offset=40")
    expect(redactUrl("/store/carts/cart_01H/complete")).toBe("/store/carts/cart_01H/complete")
  })
})
