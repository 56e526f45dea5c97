import type { Db } from "../persistence/db"
import { clinicApplicant, individualApplicant, type Applicant } from "../persistence/staff-notice"
import { backOfficeLink } from "./links"
import { sendStoreMail } from "./send"
import { staffNoticeRecipients } from "./staff-recipients"

type Scope = { resolve<T>(name: string): T }

/** A new application awaiting approval: a clinic signed up by its owner, or an individual's. */
export type NewApplication = { event: "clinic.created"; clinic_id: string; owner_id: string } | { event: "application.submitted"; customer_id: string }

/** "First Last", or the email when the applicant gave no name. */
function nameOf(applicant: Applicant): string {
  return [applicant.first_name, applicant.last_name].filter(Boolean).join(" ").trim() || applicant.email
}

/**
 * Tells staff of a new application awaiting approval: one mail, in English (the back office's language), to the staff
 * notification address or every staff user (staff-recipients.ts), naming the applicant (and the clinic) and linking
 * to the application's page in the back office. Nothing when the applicant or clinic is already gone.
 */
export async function mailStaffOfApplication(scope: Scope, application: NewApplication): Promise<void> {
  const db = scope.resolve<Db>("manager")
  const clinic = application.event === "clinic.created" ? await clinicApplicant(db, application.clinic_id, application.owner_id) : undefined
  const individual = application.event === "application.submitted" ? await individualApplicant(db, application.customer_id) : undefined
  const applicant = clinic ?? individual
  if (!applicant) return
  const id = application.event === "clinic.created" ? application.clinic_id : application.customer_id
  const content = {
    kind: "application_received" as const,
    applicant: nameOf(applicant),
    email: applicant.email,
    clinic_name: clinic?.clinic_name ?? null,
    clinic_type: clinic?.clinic_type ?? null,
    link: backOfficeLink(clinic ? `/clinics/${id}` : `/applications/${id}`),
  }
  for (const to of await staffNoticeRecipients(db)) {
    await sendStoreMail(scope, application.event, { id, customer_id: null, to, locale: "en", content })
  }
}
