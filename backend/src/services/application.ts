import type { Customer, EventBusService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ConflictError, NotFoundError } from "../domain/errors"
import type { ApplicationStatus } from "@clinic-store/contract"
import { emitDomainEvent } from "../lib/domain-events"
import type { AddressData } from "../domain/address-data"
import type { CustomerApplication } from "../models/customer-application"
import { insertCustomerAddress } from "../persistence/address"
import { membershipOfCustomer } from "../persistence/clinic-member"
import { customerById, setCustomerNamesAndBilling } from "../persistence/customer"
import {
  applicationOf,
  applicationsPage,
  hasApplication,
  insertApplication,
  setApplicationStatus,
  type ApplicationListQuery,
} from "../persistence/customer-application"
import { isUniqueViolation } from "../persistence/db"
import { StoreService } from "../lib/store-service"

type Dependencies = { eventBusService: EventBusService }

/** What an individual applicant sends (POST /store/application). */
export type ApplicationInput = {
  first_name: string
  last_name: string
  phone?: string | null
  date_of_birth?: string | null
  reason?: string | null
  /** Becomes the customer's billing address (the route has checked that its country is served). */
  billing_address?: AddressData
}

/**
 * An application as the admin API answers it: the stored application (`customer_application`) with the
 * customer's email, and the customer's names where the application has none (applications stored as a bare status).
 */
export function applicationView(application: CustomerApplication, customer: Customer) {
  return {
    customer_id: customer.id,
    email: customer.email,
    first_name: application.first_name ?? customer.first_name ?? null,
    last_name: application.last_name ?? customer.last_name ?? null,
    status: application.status,
    submitted_at: application.submitted_at?.toISOString() ?? null,
    reviewed_at: application.reviewed_at?.toISOString() ?? null,
    phone: application.phone ?? null,
    date_of_birth: application.date_of_birth ?? null,
    reason: application.reason ?? null,
  }
}

/**
 * Individual applications: submitted by customers without a clinic, reviewed by staff. The only writer of
 * `customer_application` (the seed aside): the application never lives in `customer.metadata`, which customers
 * write themselves through Medusa's own routes.
 */
export default class ApplicationService extends StoreService<Dependencies> {
  /**
   * Stores an `awaiting` application (and the billing address given with it as the customer's); 409 when the caller
   * already applied or belongs to a clinic.
   */
  async submit(customerId: string, input: ApplicationInput) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const customer = await customerById(manager, customerId)
      if (!customer) throw new NotFoundError("Customer")
      if (await membershipOfCustomer(manager, customerId)) throw new ConflictError("You belong to a clinic: its status applies to you")
      if (await hasApplication(manager, customerId)) throw new ConflictError("You have already applied")
      try {
        await insertApplication(manager, {
          customer_id: customerId,
          status: "awaiting",
          submitted_at: new Date(),
          first_name: input.first_name,
          last_name: input.last_name,
          phone: input.phone ?? null,
          date_of_birth: input.date_of_birth ?? null,
          reason: input.reason ?? null,
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError("You have already applied")
        throw err
      }
      // The billing address decides the customer's region, so their products need no region_id.
      const billing = input.billing_address ? await insertCustomerAddress(manager, customerId, input.billing_address) : null
      await setCustomerNamesAndBilling(manager, customerId, {
        ...(billing ? { billing_address_id: billing.id } : {}),
        first_name: customer.first_name || input.first_name,
        last_name: customer.last_name || input.last_name,
      })
      await emitDomainEvent(this.deps_, "application.submitted", { id: customerId }, manager)
      return { application_status: "awaiting" as const }
    })
  }

  /** Staff: one customer's application with the customer (and their billing address), or undefined when there is none. */
  async retrieve(customerId: string): Promise<{ view: ReturnType<typeof applicationView>; customer: Customer } | undefined> {
    const application = await applicationOf(this.activeManager_, customerId)
    if (!application) return undefined
    const customer = await customerById(this.activeManager_, customerId, ["billing_address"])
    return customer ? { view: applicationView(application, customer), customer } : undefined
  }

  /**
   * Staff: one page of applications, optionally of one status and searched by any part of the applicant's name or
   * email, newest first; `count` is the number of all matches.
   */
  async list(query: ApplicationListQuery) {
    const [applications, count] = await applicationsPage(this.activeManager_, query)
    return {
      applications: applications.map((application) => applicationView(application, application.customer)),
      count,
      offset: query.offset,
      limit: query.limit,
    }
  }

  /**
   * Staff: sets an application's status; 404 when the customer has no application. A change is announced
   * (`application.status_changed`, with the staff's reason, which the applicant is mailed).
   */
  async setStatus(customerId: string, status: ApplicationStatus, reason: string | null = null) {
    let previous: ApplicationStatus | undefined
    const view = await this.atomicPhase_(async (manager: EntityManager) => {
      // Locked until the decision commits: two decisions at once announce each change once.
      const application = await applicationOf(manager, customerId, true)
      const customer = application && (await customerById(manager, customerId))
      if (!application || !customer) throw new NotFoundError("Application")
      previous = application.status
      application.status = status
      application.reviewed_at = new Date()
      await setApplicationStatus(manager, customerId, status, application.reviewed_at)
      return applicationView(application, customer)
    })
    if (previous && previous !== status) {
      await emitDomainEvent(this.deps_, "application.status_changed", { id: customerId, status, previous_status: previous, reason })
    }
    return view
  }
}
