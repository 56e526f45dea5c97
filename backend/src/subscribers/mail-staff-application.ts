import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type { Db } from "../persistence/db"
import type { DomainEvents } from "../lib/domain-events"
import { clinicApplicant, individualApplicant, type Applicant } from "../persistence/staff-notice"
import { backOfficeLink } from "../mail/links"
import { staffNoticeRecipients } from "../mail/staff-recipients"
import { sendStoreMail } from "../mail/send"

type NewApplication = DomainEvents["clinic.created"] | DomainEvents["application.submitted"]

/** "First Last", or the email when the applicant gave no name. */
function nameOf(applicant: Applicant): string {
  return [applicant.first_name, applicant.last_name].filter(Boolean).join(" ").trim() || applicant.email
}

/**
 * Tells staff of each new application awaiting approval (a clinic signed up, an individual applied): one mail, in
 * English (the back office's language), to the staff notification address or every staff user
 * (mail/staff-recipients.ts), naming the applicant and linking to the application's page in the back office.
 */
export default async function mailStaffApplication({ data, eventName, container }: SubscriberArgs<NewApplication>): Promise<void> {
  const db = container.resolve<Db>("manager")
  const clinic = eventName === "clinic.created" && "owner_id" in data ? await clinicApplicant(db, data.id, data.owner_id) : undefined
  const individual = eventName === "application.submitted" ? await individualApplicant(db, data.id) : undefined
  const applicant = clinic ?? individual
  if (!applicant) return
  const content = {
    kind: "application_received" as const,
    applicant: nameOf(applicant),
    email: applicant.email,
    clinic_name: clinic?.clinic_name ?? null,
    clinic_type: clinic?.clinic_type ?? null,
    link: backOfficeLink(clinic ? `/clinics/${data.id}` : `/applications/${data.id}`),
  }
  for (const to of await staffNoticeRecipients(db)) {
    await sendStoreMail(container, eventName, { id: data.id, customer_id: null, to, locale: "en", content })
  }
}

export const config: SubscriberConfig = { event: ["clinic.created", "application.submitted"], context: { subscriberId: "mail-staff-application" } }
