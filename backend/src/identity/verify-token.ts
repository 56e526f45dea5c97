import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  importSPKI,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
  type KeyLike,
} from "jose"
import { toStoreLocale, type StoreLocale } from "@clinic-store/contract"
import { identityConfig, originMatcher, type IdentityConfig } from "./config"
import { localKeys } from "./local-keys"

/**
 * What the store takes from a verified identity token. `firstName`/`lastName` are present only when the token
 * carries a non-empty name, `locale` only when it names a language the store speaks (optional claims: they never
 * make a token invalid).
 */
export type VerifiedIdentity = {
  subject: string
  email: string
  twoFactorEnabled: boolean
  firstName?: string
  lastName?: string
  locale?: StoreLocale
}

/** Longest name kept from a token (the identity rules' limit). */
const NAME_MAX_LENGTH = 256

/**
 * The first usable name among `claimNames`: a non-empty string after trimming, cut to 256 characters. Clerk
 * templates spell them `first_name`/`last_name` (`{{user.first_name}}`, null when unset); OpenID Connect uses
 * `given_name`/`family_name`. Anything else (missing, null, another type) is no name.
 */
function nameClaim(payload: Record<string, unknown>, claimNames: string[]): string | undefined {
  for (const claim of claimNames) {
    const value = payload[claim]
    if (typeof value === "string" && value.trim()) return value.trim().slice(0, NAME_MAX_LENGTH)
  }
  return undefined
}

/** A token the store does not accept; `message` says why (answered as 401). */
export class TokenRejected extends Error {
  constructor(message: string) {
    super(message)
    this.name = "TokenRejected"
  }
}

/** Allowed clock skew for `exp` and `nbf`, in seconds. */
const CLOCK_SKEW_SECONDS = 5

const remoteSets = new Map<string, JWTVerifyGetKey>()
const pemKeys = new Map<string, Promise<KeyLike>>()

async function keyFor(config: IdentityConfig): Promise<JWTVerifyGetKey | KeyLike> {
  if (config.mode === "local") {
    const { publicJwk } = await localKeys()
    return createLocalJWKSet({ keys: [publicJwk] })
  }
  if (config.publicKeyPem) {
    const pem = config.publicKeyPem.replace(/\\n/g, "\n")
    if (!pemKeys.has(pem)) pemKeys.set(pem, importSPKI(pem, "RS256"))
    return pemKeys.get(pem)!
  }
  const url = config.jwksUrl!
  if (!remoteSets.has(url)) remoteSets.set(url, createRemoteJWKSet(new URL(url)))
  return remoteSets.get(url)!
}

function reason(err: unknown): string {
  if (err instanceof errors.JWTExpired) return "The sign-in token has expired"
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === "nbf") return "The sign-in token is not valid yet"
    return `The sign-in token's ${err.claim} claim is not accepted`
  }
  if (err instanceof errors.JOSEAlgNotAllowed || err instanceof errors.JOSENotSupported) return "Only RS256 sign-in tokens are accepted"
  if (err instanceof errors.JWSSignatureVerificationFailed || err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) {
    return "The sign-in token's signature is not valid"
  }
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid) return "The identity provider's keys could not be loaded"
  return "The sign-in token is malformed"
}

function claims(payload: JWTPayload, allowedOrigins: string): VerifiedIdentity {
  if (payload.azp !== undefined && (typeof payload.azp !== "string" || !originMatcher(allowedOrigins)(payload.azp))) {
    throw new TokenRejected("The sign-in token's azp claim is not an allowed storefront origin")
  }
  if (typeof payload.sub !== "string" || !payload.sub) throw new TokenRejected("The sign-in token has no subject")
  if (typeof payload.email !== "string" || !payload.email.includes("@")) throw new TokenRejected("The sign-in token has no email claim")
  // Only a proven address may sign in: anyone could otherwise sign up as an invitee's address and join their clinic.
  // Clerk's template writes the claim from {{user.primary_email_address_verified}} (true, or "true" as text).
  if (payload.email_verified !== true && payload.email_verified !== "true") {
    throw new TokenRejected("The sign-in token's email address is not verified")
  }
  if (typeof payload.two_factor_enabled !== "boolean") {
    throw new TokenRejected("The sign-in token has no two_factor_enabled claim")
  }
  const identity: VerifiedIdentity = { subject: payload.sub, email: payload.email.trim().toLowerCase(), twoFactorEnabled: payload.two_factor_enabled }
  const firstName = nameClaim(payload, ["first_name", "given_name"])
  const lastName = nameClaim(payload, ["last_name", "family_name"])
  if (firstName) identity.firstName = firstName
  if (lastName) identity.lastName = lastName
  const locale = typeof payload.locale === "string" ? toStoreLocale(payload.locale) : undefined
  if (locale) identity.locale = locale
  return identity
}

/**
 * Verifies an identity provider's JWT: RS256 only, signed by the configured issuer's key set, `iss` equal to the
 * configured issuer, `exp`/`nbf` with {@link CLOCK_SKEW_SECONDS} of skew, `azp` (when present) among
 * `allowedOrigins` (the storefront origins, `STORE_CORS`), `email` and `two_factor_enabled` present and typed,
 * `email_verified` true.
 * Throws {@link TokenRejected} for anything else.
 */
export async function verifyIdentityToken(token: string, allowedOrigins: string): Promise<VerifiedIdentity> {
  const config = identityConfig()
  let payload: JWTPayload
  try {
    const key = await keyFor(config)
    const options = { issuer: config.issuer, algorithms: ["RS256"], clockTolerance: CLOCK_SKEW_SECONDS, requiredClaims: ["exp", "sub"] }
    const result = typeof key === "function" ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options)
    payload = result.payload
  } catch (err) {
    throw new TokenRejected(reason(err))
  }
  return claims(payload, allowedOrigins)
}
