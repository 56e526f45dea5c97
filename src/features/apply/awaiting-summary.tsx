import { Link } from "react-router-dom"
import type { Customer } from "../../../machines/domain.types"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"

/** What an applicant applied with, as the awaiting page recalls it. */
export interface ApplicationSummary {
  kind: "clinic" | "individual"
  clinicName: string | null
  clinicType: string | null
  /** ISO date; null until the store has answered it (just after applying). */
  submittedAt: string | null
  /** Where the decision is mailed. */
  email: string
}

/** The summary of the customer's application: a clinic registration when they own an awaiting clinic, else their own. */
export function applicationSummaryOf(customer: Customer): ApplicationSummary {
  const clinic = customer.clinic ?? null
  return {
    kind: clinic ? "clinic" : "individual",
    clinicName: clinic?.name || null,
    clinicType: clinic?.type || null,
    submittedAt: customer.application_submitted_at ?? clinic?.created_at ?? null,
    email: customer.email,
  }
}

const TYPE_TEXT = { "Epilepsy Clinic": "apply.epilepsy", "Fertility Clinic": "apply.fertility" } as const

/** Check-your-answers style: what was applied with (account type, clinic, date), then what happens next. */
export function AwaitingSummary({ summary }: { summary: ApplicationSummary }) {
  const t = useText()
  const format = usePageFormat()
  const typeKey = summary.clinicType ? TYPE_TEXT[summary.clinicType as keyof typeof TYPE_TEXT] : undefined
  return (
    <>
      <section className="card" aria-labelledby="application-summary-title">
        <h2 id="application-summary-title">{t("apply.summary.title")}</h2>
        <dl className="facts">
          <div>
            <dt>{t("apply.summary.accountType")}</dt>
            <dd>{t(summary.kind === "clinic" ? "apply.summary.clinicAccount" : "apply.summary.individualAccount")}</dd>
          </div>
          {summary.kind === "clinic" && summary.clinicName ? (
            <div>
              <dt>{t("apply.clinicName")}</dt>
              <dd>{summary.clinicName}</dd>
            </div>
          ) : null}
          {summary.kind === "clinic" && summary.clinicType ? (
            <div>
              <dt>{t("apply.clinicType")}</dt>
              <dd>{typeKey ? t(typeKey) : summary.clinicType}</dd>
            </div>
          ) : null}
          {summary.submittedAt ? (
            <div>
              <dt>{t("apply.summary.submitted")}</dt>
              <dd>
                <time dateTime={summary.submittedAt}>{format.date(summary.submittedAt)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="application-next-title">
        <h2 id="application-next-title">{t("apply.next.title")}</h2>
        <ol>
          <li>{t("apply.next.review")}</li>
          <li>{t("apply.next.email", { email: summary.email })}</li>
          <li>{summary.kind === "clinic" && summary.clinicName ? t("apply.next.clinic", { clinic: summary.clinicName }) : t("apply.next.individual")}</li>
        </ol>
        <p>
          {t("apply.next.questions")} <Link to="/contact">{t("apply.contactStore")}</Link>
        </p>
      </section>
    </>
  )
}
