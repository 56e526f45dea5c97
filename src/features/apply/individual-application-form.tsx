import { useState, type FormEvent } from "react"
import { ErrorNotice } from "../../ui/error-notice"
import { fieldError } from "../../ui/friendly-error"
import { useLocale } from "../../i18n/messages"
import { useUiText } from "../../i18n/ui-text"
import { AddressFields, emptyAddress, REQUIRED_ADDRESS_FIELDS, type AddressValues } from "../../ui/address-fields"
import { unservedCountryMessage } from "../../ui/country-names"
import { TextField } from "../../ui/text-field"

/** An individual's application (`POST /store/application`); the billing address becomes the customer's. */
export interface IndividualApplication {
  first_name: string
  last_name: string
  phone?: string
  date_of_birth?: string
  reason?: string
  billing_address: AddressValues
}

const ADDRESS_LABELS = { address_1: "address1", city: "city", postal_code: "postalCode", country_code: "countryCode" } as const

/** The "Apply as an individual" form: names, the billing address (a served country) and optional details. */
export function IndividualApplicationForm({
  servedCountries,
  onSubmit,
  onBack,
}: {
  servedCountries: readonly string[]
  onSubmit: (application: IndividualApplication) => Promise<void>
  onBack: () => void
}) {
  const text = useUiText()
  const t = text.apply
  const locale = useLocale()
  const [values, setValues] = useState({ first_name: "", last_name: "", phone: "", date_of_birth: "", reason: "" })
  const [address, setAddress] = useState<AddressValues>(emptyAddress)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }))
  const countryRefused = unservedCountryMessage(failure, text, locale)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!values.first_name.trim()) found.first_name = t.fieldRequired(t.firstName)
    if (!values.last_name.trim()) found.last_name = t.fieldRequired(t.lastName)
    for (const key of REQUIRED_ADDRESS_FIELDS) {
      if (key in ADDRESS_LABELS && !address[key].trim()) {
        found[key] = t.fieldRequired(text.address[ADDRESS_LABELS[key as keyof typeof ADDRESS_LABELS]])
      }
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const optional = (key: "phone" | "date_of_birth" | "reason") => (values[key].trim() ? { [key]: values[key].trim() } : {})
    const first_name = values.first_name.trim()
    const last_name = values.last_name.trim()
    setBusy(true)
    setFailure(null)
    try {
      await onSubmit({
        first_name,
        last_name,
        ...optional("phone"),
        ...optional("date_of_birth"),
        ...optional("reason"),
        // The applicant is the recipient named on their billing address.
        billing_address: { ...address, first_name, last_name },
      })
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="individual-form-title">
      <h2 id="individual-form-title">{t.individualTitle}</h2>
      <div className="grid-2">
        <TextField label={t.firstName} value={values.first_name} onChange={set("first_name")} error={errors.first_name} required autoComplete="given-name" />
        <TextField label={t.lastName} value={values.last_name} onChange={set("last_name")} error={errors.last_name} required autoComplete="family-name" />
      </div>
      <AddressFields
        legend={t.billingAddress}
        value={address}
        onChange={setAddress}
        countries={servedCountries}
        withNames={false}
        withPhone={false}
        errors={{ country_code: fieldError(text, failure, "billing_address.country_code"), ...errors, ...(countryRefused ? { country_code: countryRefused } : {}) }}
      />
      <TextField label={t.phone} type="tel" value={values.phone} onChange={set("phone")} error={fieldError(text, failure, "phone")} optional autoComplete="tel" />
      <TextField label={t.dateOfBirth} type="date" value={values.date_of_birth} onChange={set("date_of_birth")} error={fieldError(text, failure, "date_of_birth")} optional autoComplete="bday" />
      <div className="field">
        <label htmlFor="application-reason">
          {t.reason} <span className="field-optional">({text.common.optional})</span>
        </label>
        <textarea id="application-reason" rows={3} value={values.reason} onChange={(event) => set("reason")(event.target.value)} />
      </div>
      <div className="actions">
        <button type="button" className="button secondary" onClick={onBack}>
          {t.back}
        </button>
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t.submitting : t.submitIndividual}
        </button>
      </div>
      <ErrorNotice error={countryRefused ? null : failure} message={countryRefused ?? undefined} />
    </form>
  )
}
