import { spawnSync } from "node:child_process"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { PRODUCTION_SETTINGS } from "../support/production-settings"

const CONFIG = path.resolve(__dirname, "../../backend/medusa-config.js")
const SECRETS = { JWT_SECRET: "x".repeat(40), COOKIE_SECRET: "y".repeat(40) }
/** Every production setting but Clerk's. */
const PRODUCTION = {
  ...Object.fromEntries(Object.entries(PRODUCTION_SETTINGS).filter(([name]) => !name.startsWith("CLERK_"))),
  DATABASE_URL: "postgres://clinic@db.internal:5432/clinic_store",
  ...SECRETS,
}

function loadConfig(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("CLERK_")))
  return spawnSync(process.execPath, ["-e", `require(${JSON.stringify(CONFIG)}); console.log("loaded")`], {
    env: { ...clean, ...env },
    encoding: "utf8",
  })
}

describe("identity provider configuration at start-up", () => {
  it("refuses the local identity provider when NODE_ENV=production", () => {
    const result = loadConfig(PRODUCTION)
    expect(result.status).not.toBe(0)
    expect(result.stderr).toMatch(/CLERK_ISSUER is not set: .*the local identity provider `\/idp` is refused in production/)
  })

  it("starts in production with Clerk configured", () => {
    const result = loadConfig({ ...PRODUCTION, CLERK_ISSUER: "https://clerk.example.com", CLERK_JWKS_URL: "https://clerk.example.com/.well-known/jwks.json" })
    expect(result.stderr).toBe("")
    expect(result.stdout).toContain("loaded")
  })

  it("refuses a Clerk issuer without keys", () => {
    const result = loadConfig({ ...SECRETS, NODE_ENV: "development", CLERK_ISSUER: "https://clerk.example.com" })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toMatch(/neither CLERK_JWKS_URL nor CLERK_JWT_KEY/)
  })
})
