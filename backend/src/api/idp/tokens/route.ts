import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpTokenBody } from "@clinic-store/contract"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { authorizedParty } from "../../../idp/request"
import { requireSignedIn } from "../../../idp/sessions"
import { signStoreToken } from "../../../idp/tokens"

/** POST /idp/tokens: a short-lived RS256 token (template `store`) for the signed-in user; 401 without a session. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  validate(idpTokenBody, req.body)
  const { user } = await requireSignedIn(req)
  res.json({ jwt: await signStoreToken(user, authorizedParty(req)) })
})
