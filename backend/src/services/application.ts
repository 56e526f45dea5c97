import { Address, Customer, TransactionBaseService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ApiError } from "../api/http/api-error"
import type { ApplicationStatus } from "@clinic-store/contract"
import { ownMembership } from "../domain/clinic-access"
import { emitDomainEvent } from "../lib/domain-events"
import type { AddressData } from "../models/clinic"
import { individualApplicationStatus } from "./customer-context"

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

/** Staff list filters (GET /admin/applications). */
export type ApplicationListQuery = { status?: ApplicationStatus; offset: number; limit: number }

/** `customer.metadata.application` as stored by this service (the address lives on the customer). */
export type StoredApplication = Omit<ApplicationInput, "billing_address"> & { status: ApplicationStatus; submitted_at: string; reviewed_at?: string }

/** Reads `metadata.application` (object or legacy plain status string) as an object. */
function storedApplication(customer: Customer): Partial<StoredApplication> | null {
  const raw = customer.metadata?.application
  if (raw && typeof raw === "object") return raw as Partial<StoredApplication>
  const status = individualApplicationStatus(customer.metadata)
  return status ? { status } : null
}

/** An application as the admin API answers it. */
export function applicationView(customer: Customer) {
  const application = storedApplication(customer) ?? {}
  return {
    customer_id: customer.id,
    email: customer.email,
    first_name: application.first_name ?? customer.first_name ?? null,
    last_name: application.last_name ?? customer.last_name ?? null,
    status: individualApplicationStatus(customer.metadata),
    submitted_at: application.submitted_at ?? null,
    reviewed_at: application.reviewed_at ?? null,
    phone: application.phone ?? null,
    date_of_birth: application.date_of_birth ?? null,
    reason: application.reason ?? null,
  }
}

const STATUS_SQL = `coalesce(customer.metadata -> 'application' ->> 'status', customer.metadata ->> 'application')`

/** Individual applications: submitted by customers without a clinic, reviewed by staff. */
export default class ApplicationService extends TransactionBaseService {
  constructor(container: Record<string, unknown>) {
    // eslint-disable-next-line prefer-rest-params
    super(container, arguments[1])
  }

  /**
   * Stores an `awaiting` application (and the billing address given with it as the customer's); 409 when the caller
   * already applied or belongs to a clinic.
   */
  async submit(customerId: string, input: ApplicationInput) {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const repo = manager.getRepository(Customer)
      const customer = await repo.findOneOrFail({ where: { id: customerId } })
      if (await ownMembership(manager, customerId)) throw ApiError.conflict("You belong to a clinic: its status applies to you")
      if (storedApplication(customer)) throw ApiError.conflict("You have already applied")
      const application: StoredApplication = {
        status: "awaiting",
        submitted_at: new Date().toISOString(),
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone ?? null,
        date_of_birth: input.date_of_birth ?? null,
        reason: input.reason ?? null,
      }
      // The billing address decides the customer's region, so their products need no region_id.
      const addresses = manager.getRepository(Address)
      const { metadata, ...address } = input.billing_address ?? {}
      const billing = input.billing_address
        ? await addresses.save(addresses.create({ ...address, metadata: metadata ?? undefined, customer_id: customerId }))
        : null
      await repo.update(
        { id: customerId },
        {
          ...(billing ? { billing_address_id: billing.id } : {}),
          first_name: customer.first_name || input.first_name,
          last_name: customer.last_name || input.last_name,
          metadata: { ...(customer.metadata ?? {}), application },
        }
      )
      await emitDomainEvent(this.__container__, "application.submitted", { id: customerId }, manager)
      return { application_status: "awaiting" as const }
    })
  }

  /** Staff: one page of applications, optionally of one status, newest first; `count` is the number of all matches. */
  async list(query: ApplicationListQuery) {
    const qb = this.activeManager_
      .getRepository(Customer)
      .createQueryBuilder("customer")
      .where(`${STATUS_SQL} in ('awaiting', 'approved', 'rejected')`)
    if (query.status) qb.andWhere(`${STATUS_SQL} = :status`, { status: query.status })
    const [customers, count] = await qb
      .orderBy(`customer.metadata -> 'application' ->> 'submitted_at'`, "DESC", "NULLS LAST")
      .addOrderBy("customer.created_at", "DESC")
      .addOrderBy("customer.id", "DESC")
      .offset(query.offset)
      .limit(query.limit)
      .getManyAndCount()
    return { applications: customers.map(applicationView), count, offset: query.offset, limit: query.limit }
  }

  /**
   * Staff: sets an application's status; 404 when the customer has no application. A change is announced
   * (`application.status_changed`, with the staff's reason, which the applicant is mailed).
   */
  async setStatus(customerId: string, status: ApplicationStatus, reason: string | null = null) {
    let previous: ApplicationStatus | undefined
    const view = await this.atomicPhase_(async (manager: EntityManager) => {
      const repo = manager.getRepository(Customer)
      const customer = await repo.findOne({ where: { id: customerId } })
      const application = customer && storedApplication(customer)
      if (!customer || !application) throw ApiError.notFound("Application")
      previous = application.status
      customer.metadata = { ...(customer.metadata ?? {}), application: { ...application, status, reviewed_at: new Date().toISOString() } }
      await repo.update({ id: customerId }, { metadata: customer.metadata as never })
      return applicationView(customer)
    })
    if (previous && previous !== status) {
      await emitDomainEvent(this.__container__, "application.status_changed", { id: customerId, status, previous_status: previous, reason })
    }
    return view
  }
}
