import { useState, type FormEvent } from "react"
import { useLocale } from "../../i18n/messages"
import { useUiText } from "../../i18n/ui-text"
import { ActionStatus } from "../../ui/action-status"
import { AddressFields, toAddressValues } from "../../ui/address-fields"
import { unservedCountryMessage } from "../../ui/country-names"
import { TextField } from "../../ui/text-field"
import { useAction } from "../../ui/use-action"
import type { ClinicData, ClinicProfileChanges } from "./clinic-model"

/** The clinic's profile; owners and admins can edit the name, billing email and billing address. */
export function ClinicProfile({
  clinic,
  canEdit,
  countries,
  onSave,
}: {
  clinic: ClinicData
  canEdit: boolean
  countries: readonly string[]
  onSave: (changes: ClinicProfileChanges) => Promise<void>
}) {
  const text = useUiText()
  const locale = useLocale()
  const t = text.clinic
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState<ClinicProfileChanges>({ name: clinic.name, billing_email: clinic.billing_email, billing_address: toAddressValues(clinic.billing_address) })
  const { state, run } = useAction()
  // The server refuses a country no region serves: its message is shown by the country field.
  const countryRefused = state.kind === "failed" ? unservedCountryMessage(state.error, text, locale) : null
  const address = clinic.billing_address
  const addressLines = [address?.company, address?.address_1, address?.address_2, [address?.postal_code, address?.city].filter(Boolean).join(" "), address?.province, address?.country_code?.toUpperCase()].filter(Boolean)

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      await onSave(draft)
      setEditing(false)
    })
  }

  return (
    <section className="card" aria-labelledby="clinic-profile-title">
      <h2 id="clinic-profile-title">{t.profile}</h2>
      {editing ? (
        <form className="form" onSubmit={submit} noValidate aria-label={t.editProfile}>
          <TextField label={t.name} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} required />
          <TextField label={t.billingEmail} type="email" value={draft.billing_email} onChange={(billing_email) => setDraft({ ...draft, billing_email })} required />
          <AddressFields
            legend={t.billingAddress}
            value={draft.billing_address}
            onChange={(billing_address) => setDraft({ ...draft, billing_address })}
            countries={countries}
            errors={countryRefused ? { country_code: countryRefused } : {}}
          />
          <div className="actions">
            <button type="button" className="button secondary" onClick={() => setEditing(false)}>
              {text.common.cancel}
            </button>
            <button type="submit" className="button primary" disabled={state.kind === "running"}>
              {text.common.save}
            </button>
          </div>
        </form>
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>{t.name}</dt>
              <dd>{clinic.name}</dd>
            </div>
            <div>
              <dt>{t.type}</dt>
              <dd>{clinic.type === "Epilepsy Clinic" ? text.apply.epilepsy : text.apply.fertility}</dd>
            </div>
            <div>
              <dt>{t.status}</dt>
              <dd>{text.applicationStatus[clinic.status]}</dd>
            </div>
            <div>
              <dt>{t.billingEmail}</dt>
              <dd>{clinic.billing_email}</dd>
            </div>
            <div>
              <dt>{t.billingAddress}</dt>
              <dd>
                {addressLines.map((line) => (
                  <span key={line} className="address-line">
                    {line}
                  </span>
                ))}
              </dd>
            </div>
          </dl>
          {canEdit ? (
            <button type="button" className="button secondary" onClick={() => setEditing(true)}>
              {t.editProfile}
            </button>
          ) : null}
        </>
      )}
      <ActionStatus state={state} doneMessage={text.common.saved} />
    </section>
  )
}
