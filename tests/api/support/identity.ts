import fs from "node:fs"
import { importJWK, SignJWT, type JWK, type JWTPayload, type KeyLike } from "jose"
import { inject } from "vitest"
import { request } from "./client"
import { sql } from "./db"

/** The local identity provider's issuer on the test backend. */
export function localIssuer(): string {
  return `${inject("backendUrl")}/idp`
}

/** The local provider's own signing key (from IDP_KEY_FILE), after the backend has created it. */
export async function localSigningKey(): Promise<{ kid: string; privateKey: KeyLike; publicJwk: JWK }> {
  await request().get("/idp/.well-known/jwks.json").expect(200)
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

/** How many customers have this email (any kind). */
export async function customerCount(email: string): Promise<number> {
  const rows = await sql<{ n: string }>(`select count(*) as n from customer where email = $1`, [email])
  return Number(rows[0].n)
}
