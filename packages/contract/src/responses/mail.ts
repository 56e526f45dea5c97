import type { ListPage } from "./paging"

/** A mail as Medusa keeps it (`GET /admin/notifications`): `resends` are its later copies. */
export type MailNotification = {
  id: string
  event_name: string | null
  to: string
  created_at: string
  resends?: { id: string; created_at: string }[]
}

/** `GET /admin/notifications`: a page of mails. */
export type MailNotificationPage = ListPage & { notifications: MailNotification[] }

/**
 * `GET /admin/notifications/:id/preview`: the mail as it was sent, or only its kind when it carried a secret (a code
 * or reset link) or is not a store mail.
 */
export type MailPreview =
  | { kind: string; resendable: true; subject: string; text: string; html: string }
  | { kind: string | null; resendable: false; subject: null; text: null; html: null }
