import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpDeletionBody, idpProfileBody } from "@clinic-store/contract"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { currentSession, dbOf, endSession, requireSignedIn } from "../../../idp/sessions"
import { deleteUser, publicUser, updateUser } from "../../../idp/users"

/**
 * GET /idp/me: the signed-in user's profile, or `{ user: null }` without a complete session (a normal answer,
 * so a signed-out page does not log a failed request).
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const current = await currentSession(req)
  res.json({ user: current?.session.status === "complete" ? publicUser(current.user) : null })
})

/** POST /idp/me `{ first_name?, last_name? }`: updates the names (at most 256 characters each). */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const body = validate(idpProfileBody, req.body)
  const { user } = await requireSignedIn(req)
  const updated = await updateUser(dbOf(req), user.id, { first_name: body.first_name, last_name: body.last_name })
  res.json({ user: publicUser(updated) })
})

/** DELETE /idp/me `{ confirmation: "delete my account" }`: deletes the identity and ends the session. */
export const DELETE = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { user } = await requireSignedIn(req)
  validate(idpDeletionBody, req.body)
  await deleteUser(dbOf(req), user.id)
  await endSession(req, res)
  res.json({ id: user.id, deleted: true })
})
