import { describe, expect, it } from "vitest"
import { staffNoticeRecipients } from "../../backend/src/mail/staff-recipients"
import type { Db } from "../../backend/src/persistence/db"

/** A database answering the staff users' emails (the query of persistence/staff-notice.ts). */
function staffUsers(emails: string[]): Db & { queries: string[] } {
  const queries: string[] = []
  return {
    queries,
    async query(sql: string) {
      queries.push(sql)
      return emails.map((email) => ({ email }))
    },
  }
}

describe("where staff notices go (mail/staff-recipients.ts)", () => {
  it("to the staff notification address when it is set, its address part only, without asking the database", async () => {
    const db = staffUsers(["admin@example.com"])
    await expect(staffNoticeRecipients(db, { STAFF_NOTIFICATION_EMAIL: "Clinic Store staff <Staff@Example.com>" })).resolves.toEqual(["staff@example.com"])
    await expect(staffNoticeRecipients(db, { STAFF_NOTIFICATION_EMAIL: " staff@example.com " })).resolves.toEqual(["staff@example.com"])
    expect(db.queries).toEqual([])
  })

  it("to every staff user's email when it is unset or blank, each once", async () => {
    const db = staffUsers(["admin@example.com", "Lab@Example.com", "lab@example.com"])
    await expect(staffNoticeRecipients(db, {})).resolves.toEqual(["admin@example.com", "lab@example.com"])
    await expect(staffNoticeRecipients(db, { STAFF_NOTIFICATION_EMAIL: "  " })).resolves.toEqual(["admin@example.com", "lab@example.com"])
    expect(db.queries[0]).toMatch(/from "user" where deleted_at is null/)
  })
})
