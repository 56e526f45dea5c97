import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "../../http/api-error"
import { handler } from "../../http/handler"
import { readMailOutbox } from "../../../mail/outbox"

/** GET /dev/mail-outbox?to=: the mails of the local outbox, newest first (development and tests; 404 in production). */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  if (process.env.NODE_ENV === "production") throw ApiError.notFound("The mail outbox")
  const to = typeof req.query.to === "string" ? req.query.to : undefined
  res.json({ messages: readMailOutbox(to) })
})
