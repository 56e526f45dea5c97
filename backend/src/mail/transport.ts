import { createTransport, type Transporter } from "nodemailer"
import { mailDeliveries } from "../observability/metrics"
import { appendToOutbox, type OutgoingMail } from "./outbox"

/** One SMTP transport (connection settings, pooled by nodemailer) per SMTP_URL. */
const transports = new Map<string, Transporter>()

/** The sender address of SMTP mail: `MAIL_FROM`, else a no-reply address of the store. */
function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM?.trim() || "Clinic Store <no-reply@localhost>"
}

/**
 * Sends a mail: over SMTP when `SMTP_URL` is set (production), otherwise into the local outbox (development and
 * tests). Production without `SMTP_URL` is refused rather than silently keeping mail on the server's disk.
 */
export async function deliverMail(mail: OutgoingMail, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const transport = env.SMTP_URL?.trim() ? "smtp" : "outbox"
  try {
    await send(mail, env)
    mailDeliveries.inc({ outcome: "sent", transport })
  } catch (err) {
    mailDeliveries.inc({ outcome: "failed", transport })
    throw err
  }
}

async function send(mail: OutgoingMail, env: NodeJS.ProcessEnv): Promise<void> {
  const url = env.SMTP_URL?.trim()
  if (url) {
    let smtp = transports.get(url)
    if (!smtp) transports.set(url, (smtp = createTransport(url)))
    await smtp.sendMail({ from: mailFrom(env), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    return
  }
  if (env.NODE_ENV === "production") throw new Error("SMTP_URL is not set: the store cannot send mail in production")
  appendToOutbox(mail)
}
