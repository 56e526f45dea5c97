import type { Db } from "../persistence/db"
import { staffUserEmails } from "../persistence/staff-notice"

/** The address part of a mailbox (`Staff <staff@example.com>` → `staff@example.com`). */
function addressOf(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim()
}

/**
 * Where notices to the store's staff go (a new application to review): the staff notification address
 * (`STAFF_NOTIFICATION_EMAIL`, environment-settings.js) when it is set, else every staff user's email.
 */
export async function staffNoticeRecipients(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const configured = env.STAFF_NOTIFICATION_EMAIL?.trim()
  if (configured) return [addressOf(configured).toLowerCase()]
  return [...new Set((await staffUserEmails(db)).map((email) => email.toLowerCase()))]
}
