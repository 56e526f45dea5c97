import type { LabResultInboxPage } from "@clinic-store/contract"
import { ForbiddenError, NotFoundError } from "../domain/errors"
import { StoreService } from "../lib/store-service"
import { isClinicMember, labResultInboxCounts, labResultInboxPage, markLabResultRead } from "../persistence/lab-result-inbox"

/**
 * A clinic's results inbox: every current result of the lab orders placed for the member's clinic, newest first,
 * read or not by each member on her own.
 */
export default class LabResultInboxService extends StoreService {
  /** A page of the inbox of the customer's clinic; 403 for a customer in no clinic. */
  async list(customerId: string, page: { offset: number; limit: number }): Promise<LabResultInboxPage> {
    const db = this.activeManager_
    if (!(await isClinicMember(db, customerId))) throw new ForbiddenError("The results inbox is for members of a clinic")
    const [rows, counts] = await Promise.all([labResultInboxPage(db, customerId, page.offset, page.limit), labResultInboxCounts(db, customerId)])
    const lab_results = rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))
    return { lab_results, ...counts, offset: page.offset, limit: page.limit }
  }

  /** Marks a result of the customer's clinic's inbox read by her (again: nothing changes); 404 for any other result. */
  async markRead(customerId: string, resultId: string): Promise<void> {
    if (!(await markLabResultRead(this.activeManager_, customerId, resultId))) throw new NotFoundError("Lab result")
  }
}
