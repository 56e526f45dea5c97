import { createHash, randomBytes } from "node:crypto"
import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { UnauthenticatedError } from "../domain/errors"
import { deleteOtherSessions, deleteSessionByTokenHash, findLiveSession, insertSession, updateSessionRow, type IdpSession } from "../persistence/idp-session"
import { findUserById, type Db, type IdpUser } from "./users"

/** The provider's own session cookie (httpOnly, SameSite=Lax, Secure in production). */
const SESSION_COOKIE = "idp_session"
const SESSION_HOURS = 12

export type { IdpSession }

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
  const session = await insertSession(dbOf(req), user.id, sha256(token), status, SESSION_HOURS)
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
  const session = await findLiveSession(db, sha256(token))
  if (!session) return undefined
  const user = await findUserById(db, session.user_id)
  return user ? { session, user } : undefined
}

/** The signed-in user (session complete); 401 otherwise. */
export async function requireSignedIn(req: MedusaRequest): Promise<{ session: IdpSession; user: IdpUser }> {
  const current = await currentSession(req)
  if (!current || current.session.status !== "complete") throw new UnauthenticatedError("Sign in to the identity provider first")
  return current
}

/** Updates fields of a session. */
export async function updateSession(db: Db, id: string, changes: Partial<Omit<IdpSession, "id" | "user_id">>): Promise<void> {
  await updateSessionRow(db, id, changes)
}

/** Ends the request's session (if any) and clears the cookie. */
export async function endSession(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const token = (req as unknown as { cookies?: Record<string, string> }).cookies?.[SESSION_COOKIE]
  if (token) await deleteSessionByTokenHash(dbOf(req), sha256(token))
  res.clearCookie(SESSION_COOKIE, { path: "/idp", httpOnly: true, sameSite: "lax", secure: process.env.NODE_ENV === "production" })
}

/** Ends every session of the user except `keepSessionId` (after a password change or reset). */
export async function endOtherSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await deleteOtherSessions(db, userId, keepSessionId)
}
