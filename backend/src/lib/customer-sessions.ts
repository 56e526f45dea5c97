import type { MedusaRequest } from "@medusajs/medusa"

import type { Db } from "../persistence/db"
import { customerIdsWithEmail } from "../persistence/customer"
import { databaseNow, revokeSessionsBefore, sessionStillValid } from "../persistence/customer-session-revocation"

/** The parts of Medusa's express-session session (`connect.sid`) the store reads and writes. */
export type StoreSession = {
  customer_id?: string
  user_id?: string
  jwt_store?: string
  /** When the customer signed in, by the database's clock (text of a timestamptz): sessions older than a revocation end. */
  customer_signed_in_at?: string
  cookie: { sameSite?: boolean | "lax" | "strict" | "none"; secure?: boolean; httpOnly?: boolean }
  regenerate(callback: (err?: unknown) => void): void
}

export function sessionOf(req: MedusaRequest): StoreSession | undefined {
  return (req as unknown as { session?: StoreSession }).session
}

/**
 * The session cookie is HttpOnly, SameSite=Lax (a cross-site page cannot send it with a form post or fetch) and
 * Secure in production. Medusa 1.20 fixes these attributes itself (no SameSite in development, SameSite=None in
 * production) and takes no cookie options, so they are set on each request's session before its cookie is written.
 */
export function applyCookiePolicy(session: StoreSession | undefined): void {
  if (!session?.cookie) return
  session.cookie.httpOnly = true
  session.cookie.sameSite = "lax"
  if (process.env.NODE_ENV === "production") session.cookie.secure = true
}

/**
 * Replaces the request's session by a new one with a new id (the old one is removed from the session store), so an id
 * planted in the browser before sign-in never becomes the signed-in session. Nothing of the old session is carried over.
 */
export async function renewSession(req: MedusaRequest): Promise<StoreSession> {
  const session = sessionOf(req)
  if (!session) throw new Error("No session on the request: Medusa's express-session must run first")
  await new Promise<void>((resolve, reject) => session.regenerate((err) => (err ? reject(err) : resolve())))
  const renewed = sessionOf(req)!
  applyCookiePolicy(renewed)
  return renewed
}

/** Starts a new session (new id) that may be signed in: stamped with the sign-in time the revocation check compares. */
export async function freshSignInSession(req: MedusaRequest, db: Db): Promise<StoreSession> {
  const session = await renewSession(req)
  session.customer_signed_in_at = await databaseNow(db)
  return session
}

/**
 * Ends every store session of these customers that exists now, on every backend instance: sessions signed in before
 * this moment stop counting at their next request (the check reads the database, not the session store).
 */
export async function revokeCustomerSessions(db: Db, customerIds: string[]): Promise<void> {
  if (!customerIds.length) return
  await revokeSessionsBefore(db, customerIds)
}

/**
 * Ends every store session of the customer a sign-in identity with this email signs in as (the token exchange finds
 * the customer by email): after the identity's password is reset or changed.
 */
export async function revokeSessionsOfEmail(db: Db, email: string): Promise<void> {
  await revokeCustomerSessions(db, await customerIdsWithEmail(db, email))
}

/**
 * Whether the customer session may go on: the customer exists, is not deleted, and signed in after their sessions
 * were last revoked. One query: the customer's primary key and the revocation's primary key.
 */
export async function customerSessionValid(db: Db, customerId: string, signedInAt: string | undefined): Promise<boolean> {
  return sessionStillValid(db, customerId, signedInAt)
}
