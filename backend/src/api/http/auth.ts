import type { MedusaRequest } from "@medusajs/medusa"
import { ApiError } from "./api-error"
import { callerOf } from "../pipeline/caller"

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
