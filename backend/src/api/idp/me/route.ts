import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { z } from "zod"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { nameField } from "../../../idp/rules"
import { currentSession, dbOf, endSession, requireSignedIn } from "../../../idp/sessions"
import { deleteUser, publicUser, updateUser } from "../../../idp/users"

/** The phrase a user types to delete their identity. */
export const DELETE_CONFIRMATION = "delete my account"

const Profile = z.object({ first_name: nameField, last_name: nameField })
const Deletion = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, { errorMap: () => ({ message: `Type "${DELETE_CONFIRMATION}" to confirm` }) }),
})

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
  const body = validate(Profile, req.body)
  const { user } = await requireSignedIn(req)
  const updated = await updateUser(dbOf(req), user.id, { first_name: body.first_name, last_name: body.last_name })
  res.json({ user: publicUser(updated) })
})

/** DELETE /idp/me `{ confirmation: "delete my account" }`: deletes the identity and ends the session. */
export const DELETE = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { user } = await requireSignedIn(req)
  validate(Deletion, req.body)
  await deleteUser(dbOf(req), user.id)
  await endSession(req, res)
  res.json({ id: user.id, deleted: true })
})
