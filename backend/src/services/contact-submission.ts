import { TransactionBaseService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { NotFoundError } from "../domain/errors"
import { ContactSubmission } from "../models/contact-submission"

/** A contact message as staff see it: with the email of the staff user who handled it. */
export type ContactView = ContactSubmission & { handled_by_email: string | null }

/** A contact form as sent (POST /store/contact/form). */
export type ContactInput = { name: string; email: string; message: string; subject?: string | null; phone?: string | null }

/** Contact form submissions: anyone sends, staff read. */
export default class ContactSubmissionService extends TransactionBaseService {
  constructor(container: Record<string, unknown>) {
    // eslint-disable-next-line prefer-rest-params
    super(container, arguments[1])
  }

  /** Stores a submission, linked to the signed-in customer when there is one. */
  async create(input: ContactInput, customerId: string | null): Promise<ContactSubmission> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const repo = manager.getRepository(ContactSubmission)
      return repo.save(
        repo.create({
          name: input.name,
          email: input.email.toLowerCase(),
          message: input.message,
          subject: input.subject ?? null,
          phone: input.phone ?? null,
          customer_id: customerId,
        })
      )
    })
  }

  /** Staff: submissions newest first, paged, optionally only the new or the handled ones; each says who handled it. */
  async list(offset: number, limit: number, status?: "new" | "handled") {
    const where = status === "new" ? "s.handled_at is null" : status === "handled" ? "s.handled_at is not null" : "true"
    const [submissions, [{ count }]]: [ContactView[], { count: string }[]] = await Promise.all([
      this.activeManager_.query(
        `select s.*, u.email as handled_by_email from contact_submission s left join "user" u on u.id = s.handled_by
          where ${where} order by s.created_at desc, s.id desc offset $1 limit $2`,
        [offset, limit]
      ),
      this.activeManager_.query(`select count(*) from contact_submission s where ${where}`),
    ])
    return { submissions, count: Number(count), offset, limit }
  }

  /** Staff: marks a message handled by `staffUserId` (or new again); 404 when unknown. */
  async setHandled(id: string, handled: boolean, staffUserId: string | null): Promise<ContactView> {
    const rows: ContactSubmission[][] = await this.activeManager_.query(
      `update contact_submission set handled_at = case when $2 then coalesce(handled_at, now()) end, handled_by = case when $2 then coalesce(handled_by, $3) end,
         updated_at = now() where id = $1 returning id`,
      [id, handled, staffUserId]
    )
    if (!rows[0]?.length) throw new NotFoundError("Contact message")
    return this.retrieve(id)
  }

  /** Staff: one message with who handled it; 404 when unknown. */
  async retrieve(id: string): Promise<ContactView> {
    const [row]: ContactView[] = await this.activeManager_.query(
      `select s.*, u.email as handled_by_email from contact_submission s left join "user" u on u.id = s.handled_by where s.id = $1`,
      [id]
    )
    if (!row) throw new NotFoundError("Contact message")
    return row
  }
}
