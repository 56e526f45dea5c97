/**
 * Which identity provider the store trusts, read from the environment:
 * Clerk when `CLERK_ISSUER` is set (keys from `CLERK_JWKS_URL` or the PEM in `CLERK_JWT_KEY`),
 * otherwise the local identity provider served by this backend under `/idp` (never in production).
 */
export type IdentityConfig =
  | { mode: "clerk"; issuer: string; jwksUrl?: string; publicKeyPem?: string }
  | { mode: "local"; issuer: string }

/** Thrown when the environment asks for something the store refuses (e.g. the local provider in production). */
class IdentityConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "IdentityConfigError"
  }
}

/** The backend's public URL without a trailing slash. */
function backendUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.MEDUSA_BACKEND_URL || `http://localhost:${env.PORT || 9000}`).replace(/\/+$/, "")
}

/** The issuer (`iss`) of tokens from the local identity provider. */
export function localIssuer(env: NodeJS.ProcessEnv = process.env): string {
  return `${backendUrl(env)}/idp`
}

/** The identity configuration; throws {@link IdentityConfigError} for a configuration the store refuses. */
export function identityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const issuer = env.CLERK_ISSUER?.trim()
  if (issuer) {
    const jwksUrl = env.CLERK_JWKS_URL?.trim() || undefined
    const publicKeyPem = env.CLERK_JWT_KEY?.trim() || undefined
    if (!jwksUrl && !publicKeyPem) {
      throw new IdentityConfigError("CLERK_ISSUER is set but neither CLERK_JWKS_URL nor CLERK_JWT_KEY is: the backend cannot verify Clerk's tokens")
    }
    return { mode: "clerk", issuer, jwksUrl, publicKeyPem }
  }
  if (env.NODE_ENV === "production") {
    throw new IdentityConfigError(
      "The local identity provider (/idp) is for development only and is refused when NODE_ENV=production: set CLERK_ISSUER and CLERK_JWKS_URL or CLERK_JWT_KEY"
    )
  }
  return { mode: "local", issuer: localIssuer(env) }
}

/** True when the local identity provider under `/idp` serves requests. */
export function localProviderEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  try {
    return identityConfig(env).mode === "local"
  } catch {
    return false
  }
}

/**
 * Parses a CORS origin list as Medusa does (`STORE_CORS`): comma-separated origins, `/regex/` entries allowed.
 */
export function originMatcher(list: string): (origin: string) => boolean {
  const entries = list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => (entry.length > 2 && entry.startsWith("/") && entry.endsWith("/") ? new RegExp(entry.slice(1, -1)) : entry))
  return (origin) => entries.some((entry) => (typeof entry === "string" ? entry === origin : entry.test(origin)))
}
