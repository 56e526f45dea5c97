import { authenticateCustomer } from "@medusajs/medusa"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"

/** Who sent a request, as the pipeline's one authentication found: the customer (if any) and the store session. */
export type Caller = {
  customerId: string | undefined
  session: { customer_id?: string; customer_signed_in_at?: number } | undefined
}

type WithCaller = { caller?: Caller; user?: { customer_id?: string }; session?: Caller["session"] }

const passportCustomer = authenticateCustomer()

/**
 * The one authentication of a /store request (after the session guard ended a revoked session): Medusa's customer
 * strategies (store session, then bearer token) run once and their result is put on the request as `req.caller`.
 * Every guard reads it instead of verifying again; a second call is a no-op.
 */
export function authenticateOnce(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  const request = req as unknown as WithCaller
  if (request.caller) return next()
  passportCustomer(req, res, (err?: unknown) => {
    if (err) return next(err)
    request.caller = { customerId: request.user?.customer_id, session: request.session }
    next()
  })
}

/** The caller the pipeline authenticated (an empty caller before authenticateOnce ran: a request signed out). */
export function callerOf(req: MedusaRequest): Caller {
  return (req as unknown as WithCaller).caller ?? { customerId: undefined, session: undefined }
}
