import { CLINIC_TYPES, createClinicBody } from "@clinic-store/contract"
import type { ClinicRegistration } from "../../../machines/application.machine"
import { useText } from "../../i18n/text"
import { AddressFields, emptyAddress } from "../../ui/address-fields"
import { ErrorNotice } from "../../ui/error-notice"
import { TextField } from "../../ui/text-field"
import { useContractForm } from "../../ui/use-contract-form"

/**
 * The "Register a clinic" form, checked by the contract's `createClinicBody` (the server's own check). The server's
 * refusal of a country no region serves is shown by the country field.
 */
export function ClinicApplicationForm({
  servedCountries,
  onSubmit,
  onBack,
}: {
  servedCountries: readonly string[]
  onSubmit: (clinic: ClinicRegistration) => Promise<void>
  onBack: () => void
}) {
  const text = useText()
  const { form, formProps, field, address, formError, errorSummary, submitting } = useContractForm(createClinicBody, {
    clinic: { name: "", type: CLINIC_TYPES[0] as string, billing_email: "", billing_address: emptyAddress },
  })
  const type = form.watch("clinic.type")

  return (
    <form className="form card" aria-labelledby="clinic-form-title" {...formProps((body) => onSubmit(body.clinic))}>
      <h2 id="clinic-form-title">{text("apply.clinicTitle")}</h2>
      <TextField label={text("apply.clinicName")} {...field("clinic.name")} required autoComplete="organization" />
      <fieldset className="fieldset">
        <legend>{text("apply.clinicType")}</legend>
        {CLINIC_TYPES.map((option) => (
          <label key={option} className="choice">
            <input type="radio" name="clinic-type" value={option} checked={type === option} onChange={() => form.setValue("clinic.type", option)} />
            {option === "Epilepsy Clinic" ? text("apply.epilepsy") : text("apply.fertility")}
          </label>
        ))}
      </fieldset>
      <TextField label={text("apply.billingEmail")} type="email" {...field("clinic.billing_email")} required autoComplete="email" />
      <AddressFields legend={text("apply.billingAddress")} countries={servedCountries} {...address("clinic.billing_address")} />
      <div className="actions">
        <button type="button" className="button secondary" onClick={onBack}>
          {text("apply.back")}
        </button>
        <button type="submit" className="button primary" disabled={submitting}>
          {submitting ? text("apply.submitting") : text("apply.submitClinic")}
        </button>
      </div>
      <ErrorNotice message={errorSummary} error={formError} />
    </form>
  )
}
