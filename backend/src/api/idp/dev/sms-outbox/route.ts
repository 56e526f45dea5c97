import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "../../../http/api-error"
import { handler } from "../../../http/handler"
import { readOutbox } from "../../../../idp/outbox"

/** GET /idp/dev/sms-outbox?to=: the SMS codes the local provider "sent" (newest first); never in production. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  if (process.env.NODE_ENV === "production") throw ApiError.notFound("The SMS outbox")
  const to = typeof req.query.to === "string" ? req.query.to : undefined
  res.json({ messages: readOutbox(to) })
})
