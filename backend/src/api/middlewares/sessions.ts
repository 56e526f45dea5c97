import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { applyCookiePolicy, customerSessionValid, renewSession, sessionOf } from "../../lib/customer-sessions"

function managerOf(req: MedusaRequest): EntityManager {
  return req.scope.resolve<EntityManager>("manager")
}

/** Every session cookie the backend writes is HttpOnly, SameSite=Lax, Secure in production. */
function cookiePolicy(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): void {
  applyCookiePolicy(sessionOf(req))
  next()
}

/**
 * A customer session ends when the customer is gone or deleted, or signed in before their sessions were revoked
 * (password reset or change, account deletion, sign out everywhere). The request then goes on signed out: routes that
 * need a customer answer 401. A staff sign-in sharing the cookie is kept; otherwise the session is replaced by a new,
 * empty one, so the old id is removed from the session store.
 */
async function endStaleCustomerSession(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  try {
    const session = sessionOf(req)
    const customerId = session?.customer_id
    if (session && customerId && !(await customerSessionValid(managerOf(req), customerId, session.customer_signed_in_at))) {
      // Medusa authenticates the customer of our own /store routes before any middleware of ours runs.
      const user = (req as unknown as { user?: { customer_id?: string } }).user
      if (user?.customer_id === customerId) delete (req as unknown as { user?: unknown }).user
      if (session.user_id) {
        delete session.customer_id
        delete session.customer_signed_in_at
        delete session.jwt_store
      } else {
        await renewSession(req)
      }
    }
    next()
  } catch (err) {
    next(err)
  }
}

/** In front of every route: the cookie's attributes, and the end of customer sessions that should have ended. */
export const sessionGuardMiddlewares: MiddlewareRoute[] = [
  { matcher: "/", method: "USE", middlewares: [cookiePolicy] },
  { matcher: "/store", method: "USE", middlewares: [endStaleCustomerSession] },
]
