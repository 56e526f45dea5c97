import fs from "node:fs"
import https from "node:https"
import type { AddressInfo } from "node:net"
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from "jose"
import type { Certificate } from "./tls"

/** The issuer the instances trust as Clerk's (CLERK_ISSUER): the run's own, with its own key pair. */
export const ISSUER = "https://clerk.clinic-store.test"
const KEY_ID = "clinic-store-production-test"

/**
 * Clerk as the backend meets it in production: an RS256 key pair made for this run and its public key set (JWKS)
 * served over HTTPS with the run's certificate (CLERK_JWKS_URL). Tokens are minted with the private key
 * (mintSessionToken) as Clerk's session-token template would make them.
 */
export async function startIdentityIssuer(certificate: Certificate) {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true })
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: "RS256", use: "sig" }] })
  const server = https.createServer({ cert: fs.readFileSync(certificate.certFile), key: fs.readFileSync(certificate.keyFile) }, (req, res) => {
    const found = req.url === "/.well-known/jwks.json"
    res.writeHead(found ? 200 : 404, { "content-type": "application/json" })
    res.end(found ? jwks : "{}")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    env: { CLERK_ISSUER: ISSUER, CLERK_JWKS_URL: `https://localhost:${(server.address() as AddressInfo).port}/.well-known/jwks.json` },
    privateJwk: await exportJWK(privateKey),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A Clerk session token for the person `email` (subject `subject`), with the claims the store's template adds. */
export async function mintSessionToken(privateJwk: JWK, person: { subject: string; email: string; origin: string }): Promise<string> {
  const key = await importJWK(privateJwk, "RS256")
  return new SignJWT({ email: person.email, email_verified: true, two_factor_enabled: false, first_name: "Prod", last_name: "Mode", azp: person.origin })
    .setProtectedHeader({ alg: "RS256", kid: KEY_ID, typ: "JWT" })
    .setIssuer(ISSUER)
    .setSubject(person.subject)
    .setIssuedAt()
    .setExpirationTime("2m")
    .sign(key)
}
