import type { EventBusService } from "@medusajs/medusa"
import type { ApplicationStatus, LabOrderStatus } from "@clinic-store/contract"

/**
 * The store's domain events and their data, emitted through Medusa's event bus after the change is committed.
 * Mail (src/subscribers) listens to them. `id` is the resource: a clinic, a customer (individual application),
 * an invite, a lab order.
 */
export type DomainEvents = {
  "clinic.status_changed": { id: string; status: ApplicationStatus; previous_status: ApplicationStatus }
  "application.status_changed": { id: string; status: ApplicationStatus; previous_status: ApplicationStatus }
  "clinic_invite.created": { id: string; inviter_id: string }
  "lab_order.status_changed": { id: string; order_id: string; status: LabOrderStatus }
}

/** A service's dependencies (Medusa's cradle): the event bus is read from it when an event is emitted. */
type Cradle = { eventBusService: EventBusService }

/** Emits a domain event on Medusa's event bus (`this.__container__` of a store service). */
export async function emitDomainEvent<E extends keyof DomainEvents>(cradle: Cradle, event: E, data: DomainEvents[E]): Promise<void> {
  await cradle.eventBusService.emit(event, data)
}
