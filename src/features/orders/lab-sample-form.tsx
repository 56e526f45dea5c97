import { labSampleBody, type LabSampleBody } from "@clinic-store/contract"
import { useId } from "react"
import { useText } from "../../i18n/text"
import { ErrorNotice } from "../../ui/error-notice"
import { TextField } from "../../ui/text-field"
import { useContractForm } from "../../ui/use-contract-form"

/** Form values of a sample's details (the consent box a boolean; the contract requires it checked). */
type SampleValues = { patient_reference: string; sample_taken_on: string; consent_confirmed: boolean }

/**
 * What the clinic tells the lab about a sample before it ships: its own code for the patient (never a name), the day
 * the sample was taken and that the patient consented. Checked by the contract's schema, as the server checks it.
 */
export function LabSampleForm({ current, onSave }: { current: { patient_reference: string | null; sample_taken_on: string | null }; onSave: (body: LabSampleBody) => Promise<void> }) {
  const text = useText()
  const consentId = useId()
  const initial: SampleValues = { patient_reference: current.patient_reference ?? "", sample_taken_on: current.sample_taken_on ?? "", consent_confirmed: false }
  const { form, formProps, field, formError, errorSummary, submitting } = useContractForm(labSampleBody, initial)
  const consent = form.watch("consent_confirmed")
  const consentError = field("consent_confirmed").error
  return (
    <form className="form lab-sample-form" aria-label={text("orders.sampleForm")} {...formProps(onSave)}>
      <TextField label={text("serverFields.patient_reference")} {...field("patient_reference")} maxLength={40} autoComplete="off" required />
      <TextField label={text("serverFields.sample_taken_on")} type="date" {...field("sample_taken_on")} required />
      <div className="field checkbox-field">
        <input
          id={consentId}
          type="checkbox"
          checked={consent}
          onChange={(event) => form.setValue("consent_confirmed", event.target.checked, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          aria-invalid={consentError ? true : undefined}
        />
        <label htmlFor={consentId}>{text("orders.sampleConsent")}</label>
      </div>
      <button type="submit" className="button secondary small" disabled={submitting}>
        {text("orders.sampleSave")}
      </button>
      <ErrorNotice message={errorSummary} error={formError} />
    </form>
  )
}
