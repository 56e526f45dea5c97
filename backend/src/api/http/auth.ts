import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "./api-error"
import { authenticateOnce, callerOf } from "../pipeline/caller"

/**
 * Middlewares for routes that need a signed-in customer: 401 `{ type: "unauthorized" }` otherwise. Under /store the
 * customer was authenticated once already (pipeline/caller.ts): authenticateOnce is then a no-op.
 */
export function requireCustomer() {
  return [
    authenticateOnce,
    (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
      if (customerIdOf(req)) return next()
      const err = ApiError.unauthorized()
      res.status(err.status).json({ type: err.type, message: err.message })
    },
  ]
}

/** The signed-in customer's id, or undefined: the pipeline's caller (pipeline/caller.ts), else Medusa's `req.user`. */
export function customerIdOf(req: MedusaRequest): string | undefined {
  return callerOf(req).customerId ?? (req as unknown as { user?: { customer_id?: string } }).user?.customer_id
}

/** The signed-in customer's id; throws 401 when there is none. */
export function requireCustomerId(req: MedusaRequest): string {
  const id = customerIdOf(req)
  if (!id) throw ApiError.unauthorized()
  return id
}

/** The staff user's id on an admin route (Medusa's admin authentication sets it), or null. */
export function staffUserIdOf(req: MedusaRequest): string | null {
  const user = (req as unknown as { user?: { userId?: string; id?: string } }).user
  return user?.userId ?? user?.id ?? null
}
