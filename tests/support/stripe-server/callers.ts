import type { Request } from "express"
import { StripeError } from "./stripe-error"

/** Which key called: the secret key (the store's server) or the publishable key (the browser). */
export type Caller = "secret" | "publishable"

export function callerOf(req: Request): Caller {
  const token = /^Bearer (.+)$/.exec(req.header("authorization") ?? "")?.[1] ?? ""
  if (token.startsWith("sk_test_")) return "secret"
  if (token.startsWith("pk_test_")) return "publishable"
  throw new StripeError(401, { type: "invalid_request_error", message: "Invalid API Key provided" })
}

/** Calls only the secret key may make, as with Stripe. */
export function requireSecretKey(req: Request): void {
  if (callerOf(req) !== "secret") throw new StripeError(401, { type: "invalid_request_error", message: "This API call cannot be made with a publishable API key." })
}
