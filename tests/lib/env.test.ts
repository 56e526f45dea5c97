import { describe, expect, it } from "vitest"
import { parseEnv } from "../../src/lib/env"

describe("storefront settings", () => {
  it("default the backend URL and the Clerk JWT template; empty values count as unset", () => {
    expect(parseEnv({})).toEqual({ VITE_MEDUSA_BACKEND_URL: "http://localhost:9000", VITE_CLERK_JWT_TEMPLATE: "store" })
    expect(parseEnv({ VITE_MEDUSA_BACKEND_URL: "", VITE_CLERK_PUBLISHABLE_KEY: "", OTHER: "x" })).toEqual({
      VITE_MEDUSA_BACKEND_URL: "http://localhost:9000",
      VITE_CLERK_JWT_TEMPLATE: "store",
    })
  })

  it("keep the configured values", () => {
    const values = {
      VITE_MEDUSA_BACKEND_URL: "https://api.example.com",
      VITE_MEDUSA_PUBLISHABLE_KEY: "pk_1",
      VITE_CLERK_PUBLISHABLE_KEY: "pk_test_x",
      VITE_CLERK_JWT_TEMPLATE: "shop",
      VITE_STRIPE_PUBLISHABLE_KEY: "pk_stripe",
      VITE_STRIPE_JS_URL: "https://js.stripe.com/v3/",
      VITE_INSPECT: "true",
      VITE_CONSENT_SCRIPT_URL: "https://consent.example.com/c.js",
      VITE_SESSION_RECORDING_URL: "https://rec.example.com/r.js",
    }
    expect(parseEnv(values)).toEqual(values)
  })

  it("takes a Stripe.js test double served on loopback", () => {
    expect(parseEnv({ VITE_STRIPE_JS_URL: "http://127.0.0.1:12111/v3/stripe.js" }).VITE_STRIPE_JS_URL).toBe("http://127.0.0.1:12111/v3/stripe.js")
    expect(parseEnv({ VITE_STRIPE_JS_URL: "http://localhost:12111/v3/stripe.js" }).VITE_STRIPE_JS_URL).toBe("http://localhost:12111/v3/stripe.js")
  })

  it.each([
    [{ VITE_MEDUSA_BACKEND_URL: "not a url" }, "VITE_MEDUSA_BACKEND_URL"],
    [{ VITE_CONSENT_SCRIPT_URL: "consent.js" }, "VITE_CONSENT_SCRIPT_URL"],
    [{ VITE_SESSION_RECORDING_URL: "//rec" }, "VITE_SESSION_RECORDING_URL"],
    [{ VITE_INSPECT: "yes" }, "VITE_INSPECT"],
    [{ VITE_CLERK_PUBLISHABLE_KEY: 42 }, "VITE_CLERK_PUBLISHABLE_KEY"],
    // Stripe.js comes from Stripe, or from a test double on this machine: never from another host
    [{ VITE_STRIPE_JS_URL: "https://stripe.example.com/v3/" }, "VITE_STRIPE_JS_URL"],
    [{ VITE_STRIPE_JS_URL: "http://js.stripe.com.example.net/v3/" }, "VITE_STRIPE_JS_URL"],
  ])("refuse %o naming the variable", (values, name) => {
    expect(() => parseEnv(values)).toThrow(name)
  })
})
