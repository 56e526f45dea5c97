import type { EventBusService } from "@medusajs/medusa"
import type { ApplicationStatus, LabOrderStatus } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { labOrderTransitions } from "../observability/metrics"

/**
 * The store's domain events and their data, emitted through Medusa's event bus. Mail (src/subscribers) listens
 * to some of them; every one of them makes the read cache's answers stale the moment it is committed
 * (lib/read-cache-invalidation.ts). `id` is the resource: a clinic, a customer (individual application or
 * account), an invite, a lab order, a product.
 */
export type DomainEvents = {
  "clinic.created": { id: string; owner_id: string }
  "clinic.updated": { id: string }
  "clinic.deleted": { id: string }
  "clinic.status_changed": { id: string; status: ApplicationStatus; previous_status: ApplicationStatus; reason?: string | null }
  "clinic.membership_changed": { id: string; customer_id: string; change: "joined" | "removed" | "role_changed" | "ownership_transferred" }
  "application.submitted": { id: string }
  "application.status_changed": { id: string; status: ApplicationStatus; previous_status: ApplicationStatus; reason?: string | null }
  "clinic_invite.created": { id: string; inviter_id: string }
  "clinic_invite.answered": { id: string; status: "approved" | "rejected" }
  "clinic_invite.deleted": { id: string }
  "customer.account_erased": { id: string }
  "product.audiences_changed": { id: string }
  "translation.changed": { subject_type: string; id: string }
  "lab_order.created": { order_id: string; count: number }
  "lab_order.status_changed": { id: string; order_id: string; status: LabOrderStatus }
  "lab_order.result_replaced": { id: string; order_id: string }
  "approval.requested": { id: string; clinic_id: string; customer_id: string }
  "approval.decided": { id: string; clinic_id: string; customer_id: string; status: "approved" | "rejected" }
}

export type DomainEventName = keyof DomainEvents

/** Every domain event name, for rules that must know them all (the read cache's invalidation); the compiler checks it is complete. */
const EVERY_DOMAIN_EVENT: Record<DomainEventName, true> = {
  "clinic.created": true,
  "clinic.updated": true,
  "clinic.deleted": true,
  "clinic.status_changed": true,
  "clinic.membership_changed": true,
  "application.submitted": true,
  "application.status_changed": true,
  "clinic_invite.created": true,
  "clinic_invite.answered": true,
  "clinic_invite.deleted": true,
  "customer.account_erased": true,
  "product.audiences_changed": true,
  "translation.changed": true,
  "lab_order.created": true,
  "lab_order.status_changed": true,
  "lab_order.result_replaced": true,
  "approval.requested": true,
  "approval.decided": true,
}
export const DOMAIN_EVENT_NAMES = Object.keys(EVERY_DOMAIN_EVENT) as DomainEventName[]

/** A service's dependencies (Medusa's cradle): the event bus is read from it when an event is emitted. */
type Cradle = { eventBusService: EventBusService }

/**
 * Emits a domain event on Medusa's event bus (a store service passes its `deps_`, which declare `eventBusService`).
 * Given the transaction's `manager`, the event is staged inside that transaction: it exists (and is delivered, and
 * makes cached reads stale) only if the change commits. Without it the event is committed at once, so call it after
 * the change.
 */
export async function emitDomainEvent<E extends DomainEventName>(cradle: Cradle, event: E, data: DomainEvents[E], manager?: EntityManager): Promise<void> {
  const bus = manager ? cradle.eventBusService.withTransaction(manager) : cradle.eventBusService
  await bus.emit(event, data)
  countDomainEvent(event, data)
}

/** The metrics of domain events (observability/metrics.ts): lab-order moves by the status moved to. */
function countDomainEvent<E extends DomainEventName>(event: E, data: DomainEvents[E]): void {
  if (event === "lab_order.status_changed") labOrderTransitions.inc({ status: (data as DomainEvents["lab_order.status_changed"]).status })
}
