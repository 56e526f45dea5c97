import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { clerkFrontendApi, contentSecurityPolicy, inlineScriptHashes } from "../../backend/scripts/stack/storefront-policy.mjs"

const clerkKey = `pk_test_${Buffer.from("clerk.example-store.dev$").toString("base64")}`

describe("storefront content security policy", () => {
  it("allows only the backend besides itself when no third party is configured", () => {
    const csp = contentSecurityPolicy({ VITE_MEDUSA_BACKEND_URL: "https://api.store.test" })
    expect(csp.scriptSrc).toEqual(["'self'"])
    expect(csp.connectSrc).toEqual(["'self'", "https://api.store.test"])
    expect(csp.frameSrc).toEqual(["'none'"])
    expect(csp.frameAncestors).toEqual(["'none'"])
    // pdf.js draws PDF results with a worker of the build: no plugin content, no worker from elsewhere.
    expect([csp.workerSrc, csp.objectSrc]).toEqual([["'self'"], ["'none'"]])
  })

  it("adds Clerk's frontend API and Stripe only when their keys are set", () => {
    const csp = contentSecurityPolicy({
      VITE_MEDUSA_BACKEND_URL: "https://api.store.test",
      VITE_CLERK_PUBLISHABLE_KEY: clerkKey,
      VITE_STRIPE_PUBLISHABLE_KEY: "pk_test_stripe",
    })
    expect(csp.scriptSrc).toEqual(expect.arrayContaining(["https://clerk.example-store.dev", "https://js.stripe.com"]))
    expect(csp.frameSrc).toEqual(expect.arrayContaining(["https://js.stripe.com"]))
  })

  it("lets a Stripe.js test double on this machine run and call its server, outside production only", () => {
    const env = { VITE_STRIPE_PUBLISHABLE_KEY: "pk_test_stripe", VITE_STRIPE_JS_URL: "http://127.0.0.1:12111/v3/stripe.js" }
    const csp = contentSecurityPolicy(env)
    expect(csp.scriptSrc).toEqual(["'self'", "http://127.0.0.1:12111"])
    expect(csp.connectSrc).toContain("http://127.0.0.1:12111")
    expect(csp.scriptSrc).not.toContain("https://js.stripe.com")
    expect(() => contentSecurityPolicy({ ...env, NODE_ENV: "production" })).toThrow("VITE_STRIPE_JS_URL")
    expect(contentSecurityPolicy({ ...env, VITE_STRIPE_JS_URL: "https://js.stripe.com/v3/", NODE_ENV: "production" }).scriptSrc).toContain("https://js.stripe.com")
  })

  it("adds the consent manager and session recording origins only when configured", () => {
    const csp = contentSecurityPolicy({
      VITE_CONSENT_SCRIPT_URL: "https://consent.example.test/c.js",
      VITE_SESSION_RECORDING_URL: "not a url",
    })
    expect(csp.scriptSrc).toEqual(["'self'", "https://consent.example.test"])
  })

  it("lets product images come from the public S3 bucket's URL when files are in S3", () => {
    expect(contentSecurityPolicy({ VITE_MEDUSA_BACKEND_URL: "https://api.store.test" }).imgSrc).toEqual(["'self'", "data:", "blob:", "https://api.store.test"])
    const csp = contentSecurityPolicy({ VITE_MEDUSA_BACKEND_URL: "https://api.store.test", S3_PUBLIC_URL: "https://files.store.test/public/" })
    expect(csp.imgSrc).toEqual(["'self'", "data:", "blob:", "https://api.store.test", "https://files.store.test"])
  })

  it("decodes Clerk's frontend API host and rejects malformed keys", () => {
    expect(clerkFrontendApi(clerkKey)).toBe("https://clerk.example-store.dev")
    expect(clerkFrontendApi("sk_test_abc")).toBeUndefined()
    expect(clerkFrontendApi(`pk_live_${Buffer.from("evil.com/<script>").toString("base64")}`)).toBeUndefined()
  })
})

describe("inline scripts of the served page", () => {
  it("are allowed by their SHA-256 hash only, never as 'unsafe-inline'", () => {
    const source = "(function(){window.x=1})()"
    const html = `<head><script>${source}</script><script type="module" crossorigin src="/assets/index.js"></script></head>`
    const hashes = inlineScriptHashes(html)
    expect(hashes).toEqual([`'sha256-${createHash("sha256").update(source).digest("base64")}'`])
    const csp = contentSecurityPolicy({ VITE_MEDUSA_BACKEND_URL: "https://api.store.test" }, { inlineScripts: hashes })
    expect(csp.scriptSrc).toEqual(["'self'", hashes[0]])
    expect(csp.scriptSrc).not.toContain("'unsafe-inline'")
  })
})
