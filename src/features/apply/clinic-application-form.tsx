import { CLINIC_TYPES, type ClinicType } from "@clinic-store/contract"
import { useState, type FormEvent } from "react"
import { ErrorNotice } from "../../ui/error-notice"
import { fieldError } from "../../ui/friendly-error"
import { useLocale } from "../../i18n/messages"
import { useUiText } from "../../i18n/ui-text"
import { AddressFields, emptyAddress, REQUIRED_ADDRESS_FIELDS, type AddressValues } from "../../ui/address-fields"
import { unservedCountryMessage } from "../../ui/country-names"
import { TextField } from "../../ui/text-field"
import { EMAIL_PATTERN } from "../contact/contact-form"


/** A clinic registration (`POST /store/clinics` body's `clinic`). */
export interface ClinicRegistration {
  name: string
  type: ClinicType
  billing_email: string
  billing_address: AddressValues
}

/** The "Register a clinic" form. */
export function ClinicApplicationForm({
  servedCountries,
  onSubmit,
  onBack,
}: {
  servedCountries: readonly string[]
  onSubmit: (clinic: ClinicRegistration) => Promise<void>
  onBack: () => void
}) {
  const text = useUiText()
  const locale = useLocale()
  const t = text.apply
  const [name, setName] = useState("")
  const [type, setType] = useState<ClinicType>("Epilepsy Clinic")
  const [billingEmail, setBillingEmail] = useState("")
  const [address, setAddress] = useState<AddressValues>(emptyAddress)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const addressLabels: Record<string, string> = {
    first_name: text.address.firstName,
    last_name: text.address.lastName,
    address_1: text.address.address1,
    city: text.address.city,
    postal_code: text.address.postalCode,
    country_code: text.address.countryCode,
  }

  // The server refuses a country no region serves: its message is shown by the country field.
  const countryRefused = unservedCountryMessage(failure, text, locale)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!name.trim()) found.name = t.fieldRequired(t.clinicName)
    if (!EMAIL_PATTERN.test(billingEmail.trim())) found.billing_email = t.emailInvalid
    for (const key of REQUIRED_ADDRESS_FIELDS) if (!address[key].trim()) found[key] = t.fieldRequired(addressLabels[key])
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    setFailure(null)
    try {
      await onSubmit({ name: name.trim(), type, billing_email: billingEmail.trim(), billing_address: address })
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="clinic-form-title">
      <h2 id="clinic-form-title">{t.clinicTitle}</h2>
      <TextField label={t.clinicName} value={name} onChange={setName} error={errors.name} required autoComplete="organization" />
      <fieldset className="fieldset">
        <legend>{t.clinicType}</legend>
        {CLINIC_TYPES.map((option) => (
          <label key={option} className="choice">
            <input type="radio" name="clinic-type" value={option} checked={type === option} onChange={() => setType(option)} />
            {option === "Epilepsy Clinic" ? t.epilepsy : t.fertility}
          </label>
        ))}
      </fieldset>
      <TextField label={t.billingEmail} type="email" value={billingEmail} onChange={setBillingEmail} error={errors.billing_email} required autoComplete="email" />
      <AddressFields
        legend={t.billingAddress}
        value={address}
        onChange={setAddress}
        countries={servedCountries}
        errors={{ country_code: fieldError(text, failure, "billing_address.country_code"), ...errors, ...(countryRefused ? { country_code: countryRefused } : {}) }}
      />
      <div className="actions">
        <button type="button" className="button secondary" onClick={onBack}>
          {t.back}
        </button>
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t.submitting : t.submitClinic}
        </button>
      </div>
      <ErrorNotice error={countryRefused ? null : failure} message={countryRefused ?? undefined} />
    </form>
  )
}
