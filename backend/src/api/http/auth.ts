import { authenticateCustomer } from "@medusajs/medusa"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "./api-error"

/** Middlewares for routes that need a signed-in customer: 401 `{ type: "unauthorized" }` otherwise. */
export function requireCustomer() {
  return [
    authenticateCustomer(),
    (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
      if (customerIdOf(req)) return next()
      const err = ApiError.unauthorized()
      res.status(err.status).json({ type: err.type, message: err.message })
    },
  ]
}

/** The signed-in customer's id, or undefined (after Medusa's customer authentication ran). */
export function customerIdOf(req: MedusaRequest): string | undefined {
  return (req as unknown as { user?: { customer_id?: string } }).user?.customer_id
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
