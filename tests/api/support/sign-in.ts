import { randomUUID } from "node:crypto"
import fs from "node:fs"
import { importJWK, SignJWT, type JWK, type JWTPayload, type KeyLike } from "jose"
import supertest from "supertest"
import { inject } from "vitest"

/** The local identity provider's issuer on the test backend. */
export function localIssuer(): string {
  return `${inject("backendUrl")}/idp`
}

/** The local provider's own signing key (from IDP_KEY_FILE), after the backend has created it. */
export async function localSigningKey(): Promise<{ kid: string; privateKey: KeyLike; publicJwk: JWK }> {
  await supertest(inject("backendUrl")).get("/idp/.well-known/jwks.json").expect(200)
  const stored = JSON.parse(fs.readFileSync(inject("idpKeyFile"), "utf8")) as { kid: string; privateJwk: JWK; publicJwk: JWK }
  return { kid: stored.kid, privateKey: (await importJWK(stored.privateJwk, "RS256")) as KeyLike, publicJwk: stored.publicJwk }
}

/** Claims of a good store token for `email` (Clerk's shape), to be changed per test. */
export function goodClaims(email: string, subject: string): JWTPayload {
  const now = Math.floor(Date.now() / 1000)
  return { iss: localIssuer(), sub: subject, azp: "http://localhost:8000", iat: now, nbf: now, exp: now + 60, email, email_verified: true, two_factor_enabled: false }
}

/** Signs claims as given (no defaults added) with RS256 and `kid`. */
export async function signRs256(claims: JWTPayload, key: KeyLike, kid: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid, typ: "JWT" }).sign(key)
}

let signingKey: ReturnType<typeof localSigningKey> | undefined

/** A store token of the local provider for `email` and `subject` (claims may be changed). */
export async function storeToken(email: string, subject: string, claims: JWTPayload = {}): Promise<string> {
  signingKey ??= localSigningKey()
  const key = await signingKey
  return signRs256({ ...goodClaims(email, subject), ...claims }, key.privateKey, key.kid)
}

/** A fresh identity provider subject (the local provider's ids look alike). */
export function newSubject(): string {
  return `user_test_${randomUUID()}`
}

/**
 * Signs `browser` in the way the store signs people in: the identity provider's token exchanged at
 * GET /store/user/login (the session cookie stays on the agent). Answers the response (any status).
 */
export function exchangeToken(browser: supertest.Agent, token: string) {
  return browser.get("/store/user/login").set("Authorization", `Bearer ${token}`)
}

/**
 * A new session cookie header for a customer already bound to `subject` (for clients other than supertest, e.g.
 * medusa-js): a fresh token exchanged without an agent.
 */
export async function sessionCookie(customer: { email: string; subject: string }): Promise<string> {
  const login = await exchangeToken(supertest.agent(inject("backendUrl")), await storeToken(customer.email, customer.subject)).expect(200)
  return (login.headers["set-cookie"] as unknown as string[]).map((cookie) => cookie.split(";")[0]).join("; ")
}
