import type { EntityManager } from "typeorm"
import { NotFoundError } from "../domain/errors"
import type { ContactSubmission } from "../models/contact-submission"
import { contactSubmissionById, contactSubmissionsPage, insertContactSubmission, setContactHandled, type ContactRow } from "../persistence/contact-submission"
import { StoreService } from "../lib/store-service"

/** A contact message as staff see it: with the email of the staff user who handled it. */
export type ContactView = ContactRow

/** A contact form as sent (POST /store/contact/form). */
export type ContactInput = { name: string; email: string; message: string; subject?: string | null; phone?: string | null }

/** Contact form submissions: anyone sends, staff read. */
export default class ContactSubmissionService extends StoreService {
  /** Stores a submission, linked to the signed-in customer when there is one. */
  async create(input: ContactInput, customerId: string | null): Promise<ContactSubmission> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      return insertContactSubmission(manager, {
        name: input.name,
        email: input.email.toLowerCase(),
        message: input.message,
        subject: input.subject ?? null,
        phone: input.phone ?? null,
        customer_id: customerId,
      })
    })
  }

  /** Staff: submissions newest first, paged, optionally only the new or the handled ones; each says who handled it. */
  async list(offset: number, limit: number, status?: "new" | "handled") {
    const { rows: submissions, count } = await contactSubmissionsPage(this.activeManager_, status, offset, limit)
    return { submissions, count, offset, limit }
  }

  /** Staff: marks a message handled by `staffUserId` (or new again); 404 when unknown. */
  async setHandled(id: string, handled: boolean, staffUserId: string | null): Promise<ContactView> {
    if (!(await setContactHandled(this.activeManager_, id, handled, staffUserId))) throw new NotFoundError("Contact message")
    return this.retrieve(id)
  }

  /** Staff: one message with who handled it; 404 when unknown. */
  async retrieve(id: string): Promise<ContactView> {
    const row = await contactSubmissionById(this.activeManager_, id)
    if (!row) throw new NotFoundError("Contact message")
    return row
  }
}
