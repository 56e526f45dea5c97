import { TransactionBaseService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ContactSubmission } from "../models/contact-submission"

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

  /** Staff: submissions newest first, paged. */
  async list(offset: number, limit: number) {
    const [submissions, count] = await this.activeManager_
      .getRepository(ContactSubmission)
      .findAndCount({ order: { created_at: "DESC", id: "DESC" }, skip: offset, take: limit })
    return { submissions, count, offset, limit }
  }
}
