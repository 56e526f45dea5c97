import { z } from "zod"

const schema = z.object({
  VITE_MEDUSA_BACKEND_URL: z.string().url().default("http://localhost:9000"),
  VITE_MEDUSA_PUBLISHABLE_KEY: z.string().optional(),
  VITE_CLERK_PUBLISHABLE_KEY: z.string().optional(),
  VITE_CLERK_JWT_TEMPLATE: z.string().default("store"),
  VITE_STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  VITE_INSPECT: z.enum(["true", "false"]).optional(),
  VITE_CONSENT_SCRIPT_URL: z.string().url().optional(),
  VITE_SESSION_RECORDING_URL: z.string().url().optional(),
})

/** The storefront's settings, read from Vite's environment once and validated. */
export type StorefrontEnv = z.infer<typeof schema>

function emptyToUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "" && v !== undefined))
}

export const env: StorefrontEnv = schema.parse(emptyToUndefined(import.meta.env))
