import type { MedusaRequest, MedusaResponse, NotificationService } from "@medusajs/medusa"
import { handler } from "../../../../http/handler"
import { ApiError } from "../../../../http/api-error"
import { previewOf } from "../../../../../mail/stored-mail"

/**
 * GET /admin/notifications/:id/preview (staff): the mail a Notification stands for, rendered as it was sent
 * (subject, plain text, HTML), and whether it can be resent. 404 for an unknown id.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const notifications = req.scope.resolve<NotificationService>("notificationService")
  const notification = await notifications.retrieve(req.params.id).catch(() => null)
  if (!notification) throw ApiError.notFound("Notification")
  res.json({ preview: await previewOf(notification) })
})
