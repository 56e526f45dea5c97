import { Customer } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import type { ApplicationStatus, ClinicRole } from "@clinic-store/contract"
import { Clinic } from "../models/clinic"
import { ClinicMember } from "../models/clinic-member"
import { CustomerApplication } from "../models/customer-application"
import { StoreService } from "../lib/store-service"
import type { CallerStanding } from "../persistence/cart"

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

/** What the purchase rule asks of a customer: their application status and purchase audience. */
export type PurchaseStanding = Pick<CustomerContext, "application_status" | "audience">

/** A customer's standing: their clinic's status and type when in a clinic, else their own application's status, as an individual. */
export function standingOf(clinic: Pick<Clinic, "status" | "type"> | null, ownApplicationStatus: ApplicationStatus | null): PurchaseStanding {
  return clinic ? { application_status: clinic.status, audience: clinic.type } : { application_status: ownApplicationStatus, audience: "individual" }
}

/** The standing of a caller read with their cart (null for no such customer). */
export function standingOfCaller(caller: CallerStanding | undefined): PurchaseStanding | null {
  if (!caller) return null
  const clinic = caller.clinic_id && caller.clinic_status && caller.clinic_type ? { status: caller.clinic_status, type: caller.clinic_type } : null
  return standingOf(clinic, caller.application_status)
}

/** Extra customer relations {@link CustomerContextService.retrieve} may load. */
export type CustomerContextOptions = { relations?: ("billing_address" | "shipping_addresses")[] }

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
    const relations = Object.fromEntries((options.relations ?? []).map((relation) => [relation, true]))
    // find() rather than findOne(): with joined relations findOne adds a DISTINCT id query for its LIMIT 1 (one
    // SQL query each instead of two; both ids are unique). The two lookups are independent: run together.
    const [[customer], [membership], application] = await Promise.all([
      manager.getRepository(Customer).find({ where: { id: customerId }, relations }),
      manager.getRepository(ClinicMember).find({ where: { customer_id: customerId }, relations: { clinic: true } }),
      manager.getRepository(CustomerApplication).findOne({ where: { customer_id: customerId }, select: { customer_id: true, status: true, submitted_at: true } }),
    ])
    if (!customer) return null
    const clinic = membership?.clinic ?? null
    return {
      customer,
      clinic,
      membership: membership ?? null,
      role: membership?.role ?? null,
      ...standingOf(clinic, application?.status ?? null),
      application_submitted_at: clinic ? clinic.created_at : (application?.submitted_at ?? null),
    }
  }
}

export { Clinic, ClinicMember }
