import { randomUUID } from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/** A mail as the store sends it: one recipient, a subject, plain text and simple HTML. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string }

/** A mail in the local outbox (development and tests), as GET /dev/mail-outbox answers it. */
export type OutboxMail = OutgoingMail & { id: string; created_at: string }

/** `MAIL_OUTBOX_FILE`, or `backend/.data/mail-outbox.log` (an ignored folder; one JSON message a line). */
function outboxPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_OUTBOX_FILE || path.resolve(__dirname, "..", "..", ".data", "mail-outbox.log")
}

/** Appends a mail to the local outbox (readable by its owner only: it holds sign-in codes and reset links). */
export function appendToOutbox(mail: OutgoingMail): OutboxMail {
  const file = outboxPath()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const stored: OutboxMail = { id: `mail_${randomUUID()}`, created_at: new Date().toISOString(), ...mail }
  fs.appendFileSync(file, `${JSON.stringify(stored)}\n`, { mode: 0o600 })
  return stored
}

/** The last `limit` mails of the outbox, newest first, optionally only those to one address (case-insensitive). */
export function readMailOutbox(to?: string, limit = 50): OutboxMail[] {
  const file = outboxPath()
  if (!fs.existsSync(file)) return []
  const address = to?.trim().toLowerCase()
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail)
    .filter((mail) => !address || mail.to.toLowerCase() === address)
    .reverse()
    .slice(0, limit)
}
