import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { z } from "zod"
import { ApiError } from "../../http/api-error"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { hashPassword } from "../../../idp/password-hash"
import { assertPasswordAcceptable, emailField, nameField } from "../../../idp/rules"
import { dbOf, startSession } from "../../../idp/sessions"
import { insertUser } from "../../../idp/users"

const SignUp = z.object({
  email: emailField,
  password: z.string({ required_error: "Required" }).min(1, "Required"),
  first_name: nameField,
  last_name: nameField,
})

/** POST /idp/sign-up: creates a local identity (the identity rules) and signs it in. 409 when the email is taken. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const body = validate(SignUp, req.body)
  assertPasswordAcceptable(body.password, [body.email, body.first_name ?? "", body.last_name ?? ""])
  const user = await insertUser(dbOf(req), {
    email: body.email,
    password_hash: await hashPassword(body.password),
    first_name: body.first_name || null,
    last_name: body.last_name || null,
  })
  if (!user) throw ApiError.conflict("email: An account with this email address already exists")
  await startSession(req, res, user, "complete")
  res.status(201).json({ user: { id: user.id, email: user.email, two_factor_enabled: user.two_factor_enabled } })
})
