import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../http/handler"
import { endSession } from "../../../idp/sessions"

/** POST /idp/sign-out: ends the provider session (if any). 204. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  await endSession(req, res)
  res.status(204).end()
})
