import { spawn, type ChildProcess } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { SignJWT, exportJWK, generateKeyPair } from "jose"
import supertest from "supertest"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { PRODUCTION_SETTINGS } from "../../support/production-settings"
import { uniqueEmail } from "../support/client"
// @ts-expect-error plain ESM module without types
import { startStack } from "../../../backend/scripts/stack/stack.mjs"

// A backend started with NODE_ENV=production (strong secrets, Clerk settings pointing at a JWKS this test
// serves), and the storefront server in production mode. Rate limits: tests/api/rate-limits.test.ts and the
// scale-out test; start-up refusals: tests/unit/medusa-config.test.ts, tests/api/identity-production.test.ts.
vi.setConfig({ testTimeout: 120_000 })

const PORT = Number(process.env.PRODUCTION_TEST_PORT ?? 9104)
const PG_PORT = Number(process.env.PRODUCTION_TEST_PG_PORT ?? 54344)
const STORE_ORIGIN = "https://store.example.test"
const SECRET = () => crypto.randomBytes(32).toString("hex")

let stack: { backendUrl: string; stop: () => Promise<void> }
let jwks: http.Server
let issuer: string
let privateKey: CryptoKey
let storefront: ChildProcess | undefined
let storefrontUrl: string

beforeAll(async () => {
  const keys = await generateKeyPair("RS256")
  privateKey = keys.privateKey as CryptoKey
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: "test-key", alg: "RS256", use: "sig" }
  jwks = http.createServer((_req, res) => {
    res.setHeader("content-type", "application/json")
    res.end(JSON.stringify({ keys: [publicJwk] }))
  })
  await new Promise<void>((resolve) => jwks.listen(0, "127.0.0.1", resolve))
  issuer = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}`
  stack = await startStack({
    name: "production-test",
    backendPort: PORT,
    pgPort: PG_PORT,
    storefront: false,
    fastDatabase: true,
    freshDatabase: true,
    adminUi: false,
    logDir: fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-production-")),
    // A throw-away database: the demo data is asked for by name (refused in production otherwise).
    seedArgs: ["--demo-data-in-production"],
    env: {
      ...PRODUCTION_SETTINGS,
      NODE_ENV: "production",
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "error",
      JWT_SECRET: SECRET(),
      COOKIE_SECRET: SECRET(),
      STORE_CORS: STORE_ORIGIN,
      ADMIN_CORS: "https://admin.example.test",
      CLERK_ISSUER: issuer,
      CLERK_JWKS_URL: `${issuer}/.well-known/jwks.json`,
      CLERK_JWT_KEY: "",
    },
  })
}, 600_000)

afterAll(async () => {
  storefront?.kill("SIGTERM")
  await stack?.stop()
  jwks?.close()
})

const cookieOf = (res: { headers: Record<string, unknown> }) => ((res.headers["set-cookie"] as string[] | undefined) ?? []).join("\n")

describe("production mode: backend", () => {
  it("a Clerk token from the configured issuer signs in; the session cookie is Secure, HttpOnly, SameSite", async () => {
    const email = uniqueEmail("prod")
    const token = await new SignJWT({ email, email_verified: true, two_factor_enabled: false })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(issuer)
      .setSubject(`user_${crypto.randomUUID()}`)
      .setIssuedAt()
      .setExpirationTime("2m")
      .sign(privateKey)
    const res = await supertest(stack.backendUrl)
      .get("/store/user/login")
      .set("Authorization", `Bearer ${token}`)
      .set("X-Forwarded-Proto", "https")
      .expect(200)
    const cookie = cookieOf(res)
    expect(cookie).toMatch(/connect\.sid=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=(None|Lax|Strict)/i)
  })

  it("refuses a token signed by another key (401) and serves no local identity provider (404)", async () => {
    const other = await generateKeyPair("RS256")
    const forged = await new SignJWT({ email: uniqueEmail("forged"), two_factor_enabled: false })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(issuer)
      .setSubject("user_forged")
      .setExpirationTime("2m")
      .sign(other.privateKey)
    await supertest(stack.backendUrl).get("/store/user/login").set("Authorization", `Bearer ${forged}`).expect(401)
    await supertest(stack.backendUrl).post("/idp/sign-in").send({ email: "a@example.test", password: "x" }).expect(404)
  })

  it("serves no development mail outbox (404)", async () => {
    await supertest(stack.backendUrl).get("/dev/mail-outbox").query({ to: "a@example.test" }).expect(404)
    await supertest(stack.backendUrl).get("/dev/mail").expect(404)
  })

  it("CORS answers only the configured storefront origin", async () => {
    const allowed = await supertest(stack.backendUrl).options("/store/user/me").set("Origin", STORE_ORIGIN).set("Access-Control-Request-Method", "GET")
    expect(allowed.headers["access-control-allow-origin"]).toBe(STORE_ORIGIN)
    expect(allowed.headers["access-control-allow-credentials"]).toBe("true")
    for (const origin of ["https://evil.example", "http://localhost:8000", "https://store.example.test.evil.example"]) {
      const refused = await supertest(stack.backendUrl).options("/store/user/me").set("Origin", origin).set("Access-Control-Request-Method", "GET")
      expect(refused.headers["access-control-allow-origin"]).toBeUndefined()
    }
  })
})

describe("production mode: storefront server", () => {
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-dist-"))
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>store</title>")
    fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>")
    fs.mkdirSync(path.join(dist, "assets"))
    fs.writeFileSync(path.join(dist, "assets", "index-abc.js"), "console.log(1)\n//# sourceMappingURL=index-abc.js.map")
    fs.writeFileSync(path.join(dist, "assets", "index-abc.js.map"), "{}")
    const port = PORT + 1
    storefrontUrl = `http://127.0.0.1:${port}`
    storefront = spawn(process.execPath, [path.resolve(import.meta.dirname, "../../../backend/scripts/storefront-server.mjs"), dist, String(port)], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        VITE_MEDUSA_BACKEND_URL: "https://api.example.test",
        VITE_STRIPE_PUBLISHABLE_KEY: "pk_test_x",
        VITE_CLERK_PUBLISHABLE_KEY: "",
        VITE_CONSENT_SCRIPT_URL: "",
        VITE_SESSION_RECORDING_URL: "",
      },
      stdio: "ignore",
    })
    for (let i = 0; i < 200; i++) {
      try {
        if ((await fetch(storefrontUrl)).ok) return
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error("storefront server did not start")
  })

  it("sends a CSP allowing only the configured third parties, HSTS and frame-ancestors 'none'", async () => {
    const res = await fetch(`${storefrontUrl}/checkout`)
    const csp = res.headers.get("content-security-policy") ?? ""
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("https://api.example.test")
    expect(csp).toContain("https://js.stripe.com")
    expect(csp).not.toMatch(/clerk|cloudflare/)
    expect(csp).not.toContain("'unsafe-eval'")
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/)
  })

  it("lets browsers keep the favicon for a week and revalidates the page itself", async () => {
    const favicon = await fetch(`${storefrontUrl}/favicon.svg`)
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=604800")
    const page = await fetch(`${storefrontUrl}/checkout`)
    expect(page.headers.get("cache-control")).toBe("no-cache")
  })

  it("serves the build's scripts but not their source maps", async () => {
    expect((await fetch(`${storefrontUrl}/assets/index-abc.js`)).status).toBe(200)
    expect((await fetch(`${storefrontUrl}/assets/index-abc.js.map`)).status).toBe(404)
  })

  it("listens on every interface (HOST defaults to 0.0.0.0 in production), not only on 127.0.0.1", async () => {
    const res = await fetch(storefrontUrl.replace("127.0.0.1", "127.0.0.2"))
    expect(res.status).toBe(200)
  })
})

