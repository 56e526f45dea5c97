import fs from "node:fs"
import path from "node:path"

/** One SMS the local provider "sent": nothing can send SMS here, so it is appended to a dev outbox file. */
export type OutboxMessage = { at: string; to: string; text: string; code: string }

/** `SMS_OUTBOX_FILE`, or `backend/.data/sms-outbox.log` (one JSON message a line). */
function outboxPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SMS_OUTBOX_FILE || path.resolve(__dirname, "..", "..", ".data", "sms-outbox.log")
}

/** Appends a message to the outbox. */
export function sendSms(to: string, code: string): void {
  const file = outboxPath()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const message: OutboxMessage = { at: new Date().toISOString(), to, code, text: `Your Clinic Store verification code is ${code}` }
  fs.appendFileSync(file, `${JSON.stringify(message)}\n`, { mode: 0o600 })
}

/** The last `limit` messages, newest first, optionally only those to one number. */
export function readOutbox(to?: string, limit = 50): OutboxMessage[] {
  const file = outboxPath()
  if (!fs.existsSync(file)) return []
  const messages = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage)
    .filter((message) => !to || message.to === to)
  return messages.reverse().slice(0, limit)
}
