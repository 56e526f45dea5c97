import type { EntityManager } from "typeorm"
import { ContactSubmission } from "../models/contact-submission"
import { firstRow, queryRows, type Db } from "./db"

/** A contact message with the email of the staff user who handled it. */
export type ContactRow = ContactSubmission & { handled_by_email: string | null }

/** Which messages a staff list shows. */
export type ContactFilter = "new" | "handled" | undefined

function whereOf(status: ContactFilter): string {
  return status === "new" ? "s.handled_at is null" : status === "handled" ? "s.handled_at is not null" : "true"
}

/** One page of messages, newest first, and how many there are in all. */
export async function contactSubmissionsPage(db: Db, status: ContactFilter, offset: number, limit: number): Promise<{ rows: ContactRow[]; count: number }> {
  const where = whereOf(status)
  const [rows, counted] = await Promise.all([
    queryRows<ContactRow>(
      db,
      `select s.*, u.email as handled_by_email from contact_submission s left join "user" u on u.id = s.handled_by
        where ${where} order by s.created_at desc, s.id desc offset $1 limit $2`,
      [offset, limit]
    ),
    firstRow<{ count: string }>(db, `select count(*) from contact_submission s where ${where}`),
  ])
  return { rows, count: Number(counted?.count ?? 0) }
}

/**
 * Marks a message handled by `staffUserId` (keeping an earlier handling) or new again; answers false when there is no
 * such message.
 */
export async function setContactHandled(db: Db, id: string, handled: boolean, staffUserId: string | null): Promise<boolean> {
  const rows = await queryRows(
    db,
    `update contact_submission set handled_at = case when $2 then coalesce(handled_at, now()) end, handled_by = case when $2 then coalesce(handled_by, $3) end,
       updated_at = now() where id = $1 returning id`,
    [id, handled, staffUserId]
  )
  return rows.length > 0
}

/** One message with who handled it, or undefined. */
export async function contactSubmissionById(db: Db, id: string): Promise<ContactRow | undefined> {
  return firstRow<ContactRow>(db, `select s.*, u.email as handled_by_email from contact_submission s left join "user" u on u.id = s.handled_by where s.id = $1`, [id])
}

/** A contact message as sent: who sent it, what and, when signed in, the customer. */
export type NewContactSubmission = Pick<ContactSubmission, "name" | "email" | "message" | "subject" | "phone" | "customer_id">

/** Stores a contact message. */
export async function insertContactSubmission(manager: EntityManager, submission: NewContactSubmission): Promise<ContactSubmission> {
  const submissions = manager.getRepository(ContactSubmission)
  return submissions.save(submissions.create(submission))
}

/** Deletes the contact messages a customer sent signed in. */
export async function deleteContactSubmissionsOf(db: Db, customerId: string): Promise<void> {
  await db.query(`delete from contact_submission where customer_id = $1`, [customerId])
}
