import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { z } from "zod"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { resetPassword } from "../../../../idp/password-reset"
import { dbOf } from "../../../../idp/sessions"

const Confirm = z.object({
  token: z.string({ required_error: "Required" }).trim().min(1, "Required").max(200),
  password: z.string({ required_error: "Required" }).min(1, "Required"),
})

/** POST /idp/password-reset/confirm `{ token, password }`: sets the new password (the token works once); other sessions end. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { token, password } = validate(Confirm, req.body)
  await resetPassword(dbOf(req), token, password)
  res.json({ status: "complete" })
})
