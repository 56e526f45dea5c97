import type { StoreLocale } from "@clinic-store/contract"
import { escapeHtml } from "../lib/html"
import { da } from "./copy/da"
import { en } from "./copy/en"
import { es } from "./copy/es"
import type { MailCatalogue, MailContent, MailCopy, MailRequest } from "./kinds"
import type { OutgoingMail } from "./outbox"

const CATALOGUES: Record<StoreLocale, MailCatalogue> = { en, da, es }

function copyOf(locale: StoreLocale, content: MailContent): MailCopy {
  const render = CATALOGUES[locale][content.kind] as (content: MailContent) => MailCopy
  return render(content)
}

/** The mail for a request, in the recipient's language: plain text and simple HTML with the same content. */
export function renderMail({ to, locale, content }: MailRequest): OutgoingMail {
  const copy = copyOf(locale, content)
  const text = [
    ...copy.paragraphs,
    ...(copy.code ? [copy.code] : []),
    ...(copy.action ? [`${copy.action.label}: ${copy.action.url}`] : []),
  ].join("\n\n")
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...copy.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(copy.code ? [`<p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(copy.code)}</strong></p>`] : []),
    ...(copy.action ? [`<p><a href="${escapeHtml(copy.action.url)}">${escapeHtml(copy.action.label)}</a></p>`] : []),
    "</body></html>",
  ].join("\n")
  return { to, subject: copy.subject, text: `${text}\n`, html }
}
