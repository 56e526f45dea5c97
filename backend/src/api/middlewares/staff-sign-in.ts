import type { MiddlewareRoute } from "@medusajs/medusa"
import { renewStaffSession } from "./staff-session"
import { staffPasswordToken } from "./staff-password-token"

/**
 * Medusa's staff password routes, after their throttles (the route table's `throttles`, pipeline/throttled.ts) so a
 * throttled request neither renews a session nor makes a token: a staff sign-in starts a new session (never one handed
 * out before it), and the reset-token request is answered by the store's own handler (the same answer, at once, for
 * every valid address). Not throttles: the route's own steps, kept here as an area of their two routes.
 */
export const staffSignInMiddlewares: MiddlewareRoute[] = [
  { matcher: "/admin/auth", method: ["POST"], middlewares: [renewStaffSession] },
  { matcher: "/admin/users/password-token", method: ["POST"], middlewares: [staffPasswordToken] },
]
