import { AbstractNotificationService } from "@medusajs/medusa"
import { MedusaError } from "medusa-core-utils"
import type { MailRequest } from "../mail/kinds"
import { renderMail } from "../mail/render"
import { resendableMail, storedMail, type StoredMail } from "../mail/stored-mail"
import { deliverMail } from "../mail/transport"

/** What the store hands Medusa's notification service for one mail: the resource it is about and the mail. */
export type StoreMailEventData = MailRequest & { id: string; customer_id?: string | null }

type SentMail = { to: string; status: string; data: Record<string, unknown> }

/**
 * The store's mail, as a Medusa notification provider (`store-mail`): each mail is rendered in the recipient's
 * language and sent over SMTP (SMTP_URL) or into the local outbox, and Medusa records it as a Notification, so
 * staff list and resend mails at /admin/notifications. Codes and reset links are secrets: the Notification keeps
 * their kind only, and they cannot be resent (the person asks for a new one).
 */
export default class StoreMailService extends AbstractNotificationService {
  static identifier = "store-mail"

  async sendNotification(_event: string, data: unknown): Promise<SentMail> {
    const request = data as StoreMailEventData
    await deliverMail(await renderMail(request))
    return { to: request.to, status: "sent", data: storedMail(request.locale, request.content) }
  }

  async resendNotification(notification: unknown, config: unknown): Promise<SentMail> {
    const { to, data } = notification as { to: string; data: StoredMail }
    const mail = resendableMail(data)
    if (!mail) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "A verification code or password-reset mail cannot be resent: the person asks for a new one")
    }
    const recipient = typeof (config as { to?: unknown })?.to === "string" ? (config as { to: string }).to : to
    await deliverMail(await renderMail({ to: recipient, ...mail }))
    return { to: recipient, status: "sent", data: data as unknown as Record<string, unknown> }
  }
}
