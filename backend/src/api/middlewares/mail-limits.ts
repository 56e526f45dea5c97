import type { MedusaRequest, MiddlewareRoute } from "@medusajs/medusa"
import type { Request } from "express"
import type { EntityManager } from "typeorm"
import { currentSession } from "../../idp/sessions"
import { customerIdOf } from "../http/auth"
import { middleware } from "../http/handler"
import { limiter, parseLimit, type KeyOf, type Limit } from "./rate-limits"
import { clinicIdOfMember } from "../../persistence/clinic-member"

/**
 * Mail the store sends because someone asked for it is throttled per account: invites also per clinic, sign-up codes
 * sent again per identity (password-reset links and sign-up or sign-in codes already count against the per-email
 * sign-in limit of rate-limits.ts). Each counter allows RATE_LIMIT_MAIL ("<mails>/<seconds>", default 10 per hour).
 * The counters are keyed by the account, never by the client address, so changing addresses does not reset them, and
 * they count requests from every address, those RATE_LIMIT_EXEMPT lists too (that list is for health checkers, not for
 * mail an account asks for). A clinic not yet approved is counted like any other. They live in Redis when REDIS_URL is
 * set, so every instance counts together. Over a limit: 429 `{ type: "too_many_requests", message }` naming the limit,
 * with Retry-After.
 */
const MAIL = parseLimit(process.env.RATE_LIMIT_MAIL, { max: 10, windowMs: 60 * 60_000 })

/** "10 per 60 minutes": the limit as the 429's message names it. */
function described(limit: Limit): string {
  return `at most ${limit.max} per ${Math.round(limit.windowMs / 60_000)} minutes`
}

type MailRequest = Request & { mailClinicId?: string; mailIdentityId?: string }

/** The inviting customer. */
const inviter: KeyOf = (req) => {
  const id = customerIdOf(req as unknown as MedusaRequest)
  return id ? `customer:${id}` : undefined
}

/** The inviter's clinic (found by {@link findInvitersClinic}). */
const invitersClinic: KeyOf = (req) => {
  const id = (req as MailRequest).mailClinicId
  return id ? `clinic:${id}` : undefined
}

/** The identity whose sign-up code is sent again (found by {@link findIdentity}). */
const identity: KeyOf = (req) => {
  const id = (req as MailRequest).mailIdentityId
  return id ? `identity:${id}` : undefined
}

const findInvitersClinic = middleware(async (req) => {
  const customerId = customerIdOf(req)
  if (!customerId) return
  const manager = req.scope.resolve<EntityManager>("manager")
  ;(req as unknown as MailRequest).mailClinicId = await clinicIdOfMember(manager, customerId)
})

const findIdentity = middleware(async (req) => {
  ;(req as unknown as MailRequest).mailIdentityId = (await currentSession(req))?.user.id
})

/**
 * A mail counter: no client address is exempt from it, and it counts the mail sent, so a refused request (a plain
 * member's invite, an address already invited, a 429) uses up none of an account's or a clinic's mails.
 */
const mailLimiter = (name: string, message: string, keyOf: KeyOf) =>
  limiter(name, MAIL, `${message} (${described(MAIL)})`, keyOf, { skipsExemptAddresses: false, countsRefused: false })

const invitesByAccount = mailLimiter("mail-inviter", "Too many invites from this account", inviter)
const invitesByClinic = mailLimiter("mail-clinic", "Too many invites from this clinic", invitersClinic)
const codesByIdentity = mailLimiter("mail-code", "Too many verification codes for this account", identity)

/**
 * After the sign-in limits and the routes' own authentication (a refused or signed-out request counts nothing here):
 * the mail-sending routes.
 */
export const mailLimitRoutes: MiddlewareRoute[] = [
  { matcher: "/store/invites", method: ["POST"], middlewares: [findInvitersClinic, invitesByAccount, invitesByClinic] },
  { matcher: "/idp/verify-email/resend", method: ["POST"], middlewares: [findIdentity, codesByIdentity] },
]
