import { toStoreLocale, type MailPreview, type StoreLocale } from "@clinic-store/contract"
import { SECRET_MAIL_KINDS, type MailContent } from "./kinds"
import { renderMail } from "./render"

/** What a Notification keeps of a mail: the language and content, without the secret of a code or reset mail. */
export type StoredMail = { locale: string; content: MailContent | { kind: MailContent["kind"] }; secret: boolean }

/** What a Notification keeps of a mail that was sent. */
export function storedMail(locale: StoreLocale, content: MailContent): StoredMail {
  const secret = SECRET_MAIL_KINDS.has(content.kind)
  return { locale, content: secret ? { kind: content.kind } : content, secret }
}

/**
 * The language and full content of a stored mail, which can be rendered and sent again; null for a mail that
 * carried a secret (a code or reset link: the person asks for a new one) or is not a store mail.
 */
export function resendableMail(data: unknown): { locale: StoreLocale; content: MailContent } | null {
  const stored = data as Partial<StoredMail> | null | undefined
  const content = stored?.content
  if (!content || typeof content !== "object" || !("kind" in content) || stored?.secret !== false || SECRET_MAIL_KINDS.has(content.kind)) return null
  return { locale: toStoreLocale(typeof stored.locale === "string" ? stored.locale : undefined) ?? "en", content: content as MailContent }
}

/** The mail a Notification stands for, rendered again from what it keeps, exactly as it was sent. */
export async function previewOf(notification: { to: string; data: unknown }): Promise<MailPreview> {
  const mail = resendableMail(notification.data)
  if (!mail) {
    const kind = (notification.data as Partial<StoredMail> | null)?.content?.kind ?? null
    return { kind, resendable: false, subject: null, text: null, html: null }
  }
  const rendered = await renderMail({ to: notification.to, ...mail })
  return { kind: mail.content.kind, resendable: true, subject: rendered.subject, text: rendered.text, html: rendered.html }
}
