import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "../../http/api-error"
import { handler } from "../../http/handler"
import { escapeHtml } from "../../../lib/html"
import { readMailOutbox, type OutboxMail } from "../../../mail/outbox"

/** Escaped text with its http(s) links clickable. */
function linkified(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
}

/**
 * One mail: its subject and recipient, the HTML part as the recipient's mail program shows it (a sandboxed frame:
 * no scripts, no access to this page) and the text part, whose links are clickable here.
 */
function article(mail: OutboxMail): string {
  return `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.created_at)}</p>
<iframe title="${escapeHtml(`HTML part: ${mail.subject}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html)}"></iframe>
<details><summary>Text part</summary><pre>${linkified(mail.text)}</pre></details></article>`
}

/**
 * GET /dev/mail?to=: the local outbox as a page, so a newcomer following the demo can read the mails and click their
 * links (development only; 404 in production). The JSON is at /dev/mail-outbox.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  if (process.env.NODE_ENV === "production") throw ApiError.notFound("The mail outbox")
  const to = typeof req.query.to === "string" ? req.query.to : ""
  const mails = readMailOutbox(to || undefined)
  res.type("html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Mail outbox</title><style>body{font-family:sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem}pre{white-space:pre-wrap}article{border-top:1px solid #ccc;padding-bottom:1rem}iframe{width:100%;height:34rem;border:1px solid #ccc;border-radius:8px}</style></head>
<body><h1>Mail outbox</h1><form><label>To <input name="to" type="email" value="${escapeHtml(to)}"></label> <button>Show</button></form>
${mails.length ? mails.map(article).join("\n") : "<p>No mails yet.</p>"}</body></html>`)
})
