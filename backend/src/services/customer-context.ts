import type { Customer } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import type { ApplicationStatus, ClinicRole } from "@clinic-store/contract"
import type { Clinic } from "../models/clinic"
import type { ClinicMember } from "../models/clinic-member"
import { membershipOfCustomer } from "../persistence/clinic-member"
import { customerById, type CustomerRelation } from "../persistence/customer"
import { applicationStatusOf } from "../persistence/customer-application"
import { StoreService } from "../lib/store-service"

/** Who the signed-in customer is for the store's rules: their clinic, role and application status. */
export type CustomerContext = {
  customer: Customer
  clinic: Clinic | null
  membership: ClinicMember | null
  role: ClinicRole | null
  /**
   * The clinic's status when in a clinic, else the status of the customer's own application (`customer_application`,
   * written only by ApplicationService; never `customer.metadata`, which customers write themselves), else null.
   */
  application_status: ApplicationStatus | null
  /** When that application was made: the clinic's registration, else the customer's own application (null when none). */
  application_submitted_at: Date | null
  /** Purchase audience: the clinic's type, or "individual" without a clinic. */
  audience: Clinic["type"] | "individual"
}

/** Whether the customer may buy at all: their application (their clinic's, or their own) is approved. */
export function hasApprovedApplication<T extends Pick<CustomerContext, "application_status">>(context: T | null | undefined): context is T {
  return context?.application_status === "approved"
}

/** Extra customer relations {@link CustomerContextService.retrieve} may load. */
export type CustomerContextOptions = { relations?: CustomerRelation[] }

/**
 * Derives a customer's clinic, role and application status.
 * The one place this rule lives: routes and other services resolve `customerContextService`.
 */
export default class CustomerContextService extends StoreService {
  /**
   * Loads the context in three queries run together (customer, membership with clinic, application); null when the
   * customer is gone.
   * `options.relations` also loads the customer's addresses (for `/store/user/me`).
   */
  async retrieve(customerId: string, options: CustomerContextOptions = {}): Promise<CustomerContext | null> {
    const manager: EntityManager = this.activeManager_
    // The three lookups are independent: run together.
    const [customer, membership, application] = await Promise.all([
      customerById(manager, customerId, options.relations),
      membershipOfCustomer(manager, customerId),
      applicationStatusOf(manager, customerId),
    ])
    if (!customer) return null
    const clinic = membership?.clinic ?? null
    return {
      customer,
      clinic,
      membership: membership ?? null,
      role: membership?.role ?? null,
      application_status: clinic ? clinic.status : (application?.status ?? null),
      application_submitted_at: clinic ? clinic.created_at : (application?.submitted_at ?? null),
      audience: clinic ? clinic.type : "individual",
    }
  }
}
