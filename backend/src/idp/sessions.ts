import { createHash, randomBytes } from "node:crypto"
import { generateEntityId, type MedusaRequest, type MedusaResponse } from "@medusajs/medusa"
import { UnauthenticatedError } from "../domain/errors"
import { findUserById, queryRows, type Db, type IdpUser } from "./users"

/** The provider's own session cookie (httpOnly, SameSite=Lax, Secure in production). */
const SESSION_COOKIE = "idp_session"
const SESSION_HOURS = 12

/** A row of `idp_session`. */
export type IdpSession = {
  id: string
  user_id: string
  /** `needs_email_verification` until the mailed sign-up code is entered, `needs_second_factor` until the second step. */
  status: "needs_email_verification" | "needs_second_factor" | "complete"
  sms_code_hash: string | null
  sms_code_expires_at: Date | null
  sms_pending_phone: string | null
}

/** SHA-256 of a secret (session tokens, codes), hex. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex")
}

/** The database of the request: Medusa's `manager`. */
export function dbOf(req: MedusaRequest): Db {
  return req.scope.resolve<Db>("manager")
}

/** Starts a session for the user, sets the cookie and returns the session. */
export async function startSession(req: MedusaRequest, res: MedusaResponse, user: IdpUser, status: IdpSession["status"]): Promise<IdpSession> {
  const token = randomBytes(32).toString("base64url")
  await dbOf(req).query(`delete from idp_session where expires_at < now()`)
  const [session] = await queryRows<IdpSession>(
    dbOf(req),
    `insert into idp_session (id, user_id, token_hash, status, expires_at)
     values ($1, $2, $3, $4, now() + interval '${SESSION_HOURS} hours') returning *`,
    [generateEntityId("", "idps"), user.id, sha256(token), status]
  )
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
    path: "/idp",
    maxAge: SESSION_HOURS * 3600 * 1000,
  })
  return session
}

/** The request's session and user (any status), or undefined. */
export async function currentSession(req: MedusaRequest): Promise<{ session: IdpSession; user: IdpUser } | undefined> {
  const token = (req as unknown as { cookies?: Record<string, string> }).cookies?.[SESSION_COOKIE]
  if (!token) return undefined
  const db = dbOf(req)
  const found = await queryRows<IdpSession>(db, `select * from idp_session where token_hash = $1 and expires_at > now()`, [sha256(token)])
  if (!found[0]) return undefined
  const user = await findUserById(db, found[0].user_id)
  return user ? { session: found[0], user } : undefined
}

/** The signed-in user (session complete); 401 otherwise. */
export async function requireSignedIn(req: MedusaRequest): Promise<{ session: IdpSession; user: IdpUser }> {
  const current = await currentSession(req)
  if (!current || current.session.status !== "complete") throw new UnauthenticatedError("Sign in to the identity provider first")
  return current
}

/** Updates fields of a session. */
export async function updateSession(db: Db, id: string, changes: Partial<Omit<IdpSession, "id" | "user_id">>): Promise<void> {
  const entries = Object.entries(changes)
  if (!entries.length) return
  const sets = entries.map(([column], i) => `"${column}" = $${i + 2}`)
  await db.query(`update idp_session set ${sets.join(", ")} where id = $1`, [id, ...entries.map(([, v]) => v)])
}

/** Ends the request's session (if any) and clears the cookie. */
export async function endSession(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const token = (req as unknown as { cookies?: Record<string, string> }).cookies?.[SESSION_COOKIE]
  if (token) await dbOf(req).query(`delete from idp_session where token_hash = $1`, [sha256(token)])
  res.clearCookie(SESSION_COOKIE, { path: "/idp", httpOnly: true, sameSite: "lax", secure: process.env.NODE_ENV === "production" })
}

/** Ends every session of the user except `keepSessionId` (after a password change or reset). */
export async function endOtherSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db.query(`delete from idp_session where user_id = $1 and id <> $2`, [userId, keepSessionId ?? ""])
}
