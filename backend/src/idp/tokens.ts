import { SignJWT } from "jose"
import { localIssuer } from "../identity/config"
import { localKeys } from "../identity/local-keys"
import type { IdpUser } from "./users"

/** Lifetime of a store token in seconds (short: the storefront fetches one right before each exchange). */
const TOKEN_TTL_SECONDS = 120


/**
 * Signs a token with Clerk's claim shape for the `store` template: iss, sub, azp (the requesting storefront
 * origin, when it is an allowed one), exp, nbf, iat, email, email_verified, two_factor_enabled, first_name, last_name,
 * locale (the language of the store's mails). RS256 with the provider's key.
 */
export async function signStoreToken(user: IdpUser, azp?: string): Promise<string> {
  const { kid, privateKey } = await localKeys()
  const now = Math.floor(Date.now() / 1000)
  const claims: Record<string, unknown> = { email: user.email, email_verified: user.email_verified, two_factor_enabled: user.two_factor_enabled }
  if (user.locale) claims.locale = user.locale
  if (azp) claims.azp = azp
  // Names as a Clerk template writes them ({{user.first_name}}: null when unset), for the store customer's names.
  claims.first_name = user.first_name || null
  claims.last_name = user.last_name || null
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
    .setIssuer(localIssuer())
    .setSubject(user.id)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + TOKEN_TTL_SECONDS)
    .sign(privateKey)
}
