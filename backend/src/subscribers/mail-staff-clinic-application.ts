import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type { DomainEvents } from "../lib/domain-events"
import { mailStaffOfApplication } from "../mail/staff-application-notice"

/** A clinic signed up (awaiting approval): staff are mailed, naming the clinic and its owner. */
export default async function mailStaffClinicApplication({ data, container }: SubscriberArgs<DomainEvents["clinic.created"]>): Promise<void> {
  await mailStaffOfApplication(container, { event: "clinic.created", clinic_id: data.id, owner_id: data.owner_id })
}

export const config: SubscriberConfig = { event: "clinic.created", context: { subscriberId: "mail-staff-clinic-application" } }
