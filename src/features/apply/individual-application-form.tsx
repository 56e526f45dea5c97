import { applicationBody } from "@clinic-store/contract"
import type { IndividualApplication } from "../../../machines/application.machine"
import { useText } from "../../i18n/text"
import { AddressFields, emptyAddress } from "../../ui/address-fields"
import { ErrorNotice } from "../../ui/error-notice"
import { TextField } from "../../ui/text-field"
import { useContractForm } from "../../ui/use-contract-form"

/**
 * The "Apply as an individual" form: names, the billing address (a served country) and optional details, checked by
 * the contract's `applicationBody` (the server's own check). The applicant is the recipient named on the address.
 */
export function IndividualApplicationForm({
  servedCountries,
  names,
  onSubmit,
  onBack,
}: {
  servedCountries: readonly string[]
  /** The names typed at sign-up, filled in (the applicant may change them). */
  names?: { first_name: string; last_name: string }
  onSubmit: (application: IndividualApplication) => Promise<void>
  onBack: () => void
}) {
  const text = useText()
  const { formProps, field, address, formError, errorSummary, submitting } = useContractForm(applicationBody, {
    first_name: names?.first_name ?? "",
    last_name: names?.last_name ?? "",
    phone: "",
    date_of_birth: "",
    reason: "",
    billing_address: emptyAddress,
  })
  const reason = field("reason")

  return (
    <form
      className="form card"
      aria-labelledby="individual-form-title"
      {...formProps((body) =>
        onSubmit({ ...body, billing_address: body.billing_address && { ...body.billing_address, first_name: body.first_name, last_name: body.last_name } })
      )}
    >
      <h2 id="individual-form-title">{text("apply.individualTitle")}</h2>
      <div className="grid-2">
        <TextField label={text("apply.firstName")} {...field("first_name")} required autoComplete="given-name" />
        <TextField label={text("apply.lastName")} {...field("last_name")} required autoComplete="family-name" />
      </div>
      <AddressFields legend={text("apply.billingAddress")} countries={servedCountries} withNames={false} withPhone={false} {...address("billing_address")} />
      <TextField label={text("apply.phone")} type="tel" {...field("phone")} optional autoComplete="tel" />
      <TextField label={text("apply.dateOfBirth")} type="date" {...field("date_of_birth")} optional autoComplete="bday" />
      <div className="field">
        <label htmlFor="application-reason">
          {text("apply.reason")} <span className="field-optional">({text("common.optional")})</span>
        </label>
        <textarea
          id="application-reason"
          rows={3}
          value={reason.value}
          onChange={(event) => reason.onChange(event.target.value)}
          aria-invalid={reason.error ? true : undefined}
          aria-describedby={reason.error ? "application-reason-error" : undefined}
        />
        {reason.error ? (
          <p id="application-reason-error" className="field-error">
            {reason.error}
          </p>
        ) : null}
      </div>
      <div className="actions">
        <button type="button" className="button secondary" onClick={onBack}>
          {text("apply.back")}
        </button>
        <button type="submit" className="button primary" disabled={submitting}>
          {submitting ? text("apply.submitting") : text("apply.submitIndividual")}
        </button>
      </div>
      <ErrorNotice message={errorSummary} error={formError} />
    </form>
  )
}
