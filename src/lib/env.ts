/** The storefront's settings (Vite's `VITE_*` variables), read once and checked. */
export type StorefrontEnv = {
  VITE_MEDUSA_BACKEND_URL: string
  VITE_MEDUSA_PUBLISHABLE_KEY?: string
  VITE_CLERK_PUBLISHABLE_KEY?: string
  VITE_CLERK_JWT_TEMPLATE: string
  VITE_STRIPE_PUBLISHABLE_KEY?: string
  VITE_INSPECT?: "true" | "false"
  VITE_CONSENT_SCRIPT_URL?: string
  VITE_SESSION_RECORDING_URL?: string
}

function isUrl(value: string): boolean {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

const URLS = ["VITE_MEDUSA_BACKEND_URL", "VITE_CONSENT_SCRIPT_URL", "VITE_SESSION_RECORDING_URL"] as const
const TEXTS = ["VITE_MEDUSA_PUBLISHABLE_KEY", "VITE_CLERK_PUBLISHABLE_KEY", "VITE_CLERK_JWT_TEMPLATE", "VITE_STRIPE_PUBLISHABLE_KEY"] as const

/**
 * Checks the settings (a few lines instead of a schema library, which would weigh ~18 KB gzip in the first
 * route's JavaScript): URLs must parse, `VITE_INSPECT` is "true" or "false"; empty values count as unset;
 * the backend URL defaults to http://localhost:9000 and the Clerk JWT template to "store". Throws naming
 * the first wrong variable.
 */
export function parseEnv(values: Record<string, unknown>): StorefrontEnv {
  const set = (key: string) => values[key] !== undefined && values[key] !== ""
  const out: Record<string, string> = { VITE_MEDUSA_BACKEND_URL: "http://localhost:9000", VITE_CLERK_JWT_TEMPLATE: "store" }
  for (const key of [...URLS, ...TEXTS, "VITE_INSPECT"]) {
    if (!set(key)) continue
    const value = values[key]
    if (typeof value !== "string") throw new Error(`${key}: expected a string`)
    if ((URLS as readonly string[]).includes(key) && !isUrl(value)) throw new Error(`${key}: invalid url`)
    if (key === "VITE_INSPECT" && value !== "true" && value !== "false") throw new Error(`${key}: expected "true" or "false"`)
    out[key] = value
  }
  return out as StorefrontEnv
}

export const env: StorefrontEnv = parseEnv(import.meta.env)
