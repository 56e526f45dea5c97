import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type { DomainEvents } from "../lib/domain-events"
import { mailStaffOfApplication } from "../mail/staff-application-notice"

/** An individual applied to order without a clinic (awaiting approval): staff are mailed, naming her. */
export default async function mailStaffIndividualApplication({ data, container }: SubscriberArgs<DomainEvents["application.submitted"]>): Promise<void> {
  await mailStaffOfApplication(container, { event: "application.submitted", customer_id: data.id })
}

export const config: SubscriberConfig = { event: "application.submitted", context: { subscriberId: "mail-staff-individual-application" } }
