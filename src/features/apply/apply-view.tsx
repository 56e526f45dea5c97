import { useState, type ReactNode } from "react"
import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import type { ApplicationStatus } from "../../session/session-context"
import type { ClinicRegistration, IndividualApplication } from "../../../machines/application.machine"
import { AwaitingSummary, type ApplicationSummary } from "./awaiting-summary"
import { ClinicApplicationForm } from "./clinic-application-form"
import { IndividualApplicationForm } from "./individual-application-form"

/** Props of the application screen. */
export interface ApplyViewProps {
  /** null: never applied; otherwise the customer's application status. */
  status: ApplicationStatus | null
  /** The countries the store serves (the regions'), offered in the address forms. */
  servedCountries: readonly string[]
  onRegisterClinic: (clinic: ClinicRegistration) => Promise<void>
  onApplyIndividual: (application: IndividualApplication) => Promise<void>
  /** The names typed at sign-up: the application starts with them. */
  names?: { first_name: string; last_name: string }
  /** What an awaiting application was made with (the awaiting page recalls it). */
  summary?: ApplicationSummary | null
  /** Shown above the choice (the invites received, so an invitee can join a clinic instead). */
  children?: ReactNode
}

/**
 * Signed in without approval: the invites received first, then how to apply (the individual form starts with the
 * names typed at sign-up), or that the application awaits (with what it was made with and what happens next) or was rejected.
 */
export function ApplyView({ status, servedCountries, onRegisterClinic, onApplyIndividual, names, summary, children }: ApplyViewProps) {
  const t = useText()
  const [choice, setChoice] = useState<"clinic" | "individual" | null>(null)
  if (status === "awaiting") {
    return (
      <section className="page narrow">
        <h1>{t("apply.awaitingTitle")}</h1>
        <p className="lead">{t("apply.awaitingText")}</p>
        {summary ? <AwaitingSummary summary={summary} /> : null}
      </section>
    )
  }
  if (status === "rejected") {
    return (
      <section className="page narrow">
        <h1>{t("apply.rejectedTitle")}</h1>
        <p className="lead">{t("apply.rejectedText")}</p>
        <p>
          <Link to="/contact" className="button primary">
            {t("apply.contactStore")}
          </Link>
        </p>
      </section>
    )
  }
  return (
    <section className="page narrow">
      <h1>{t("apply.title")}</h1>
      {choice === null ? children : null}
      {choice === null ? (
        <>
          <p className="lead">{t("apply.intro")}</p>
          <div className="choice-cards">
            <button type="button" className="choice-card" onClick={() => setChoice("clinic")}>
              {t("apply.chooseClinic")}
            </button>
            <button type="button" className="choice-card" onClick={() => setChoice("individual")}>
              {t("apply.chooseIndividual")}
            </button>
          </div>
        </>
      ) : choice === "clinic" ? (
        <ClinicApplicationForm servedCountries={servedCountries} onSubmit={onRegisterClinic} onBack={() => setChoice(null)} />
      ) : (
        <IndividualApplicationForm servedCountries={servedCountries} names={names} onSubmit={onApplyIndividual} onBack={() => setChoice(null)} />
      )}
    </section>
  )
}
