import { updateClinicBody } from "@clinic-store/contract"
import { useState } from "react"
import { useText } from "../../i18n/text"
import { AddressFields, toAddressValues } from "../../ui/address-fields"
import { ErrorNotice } from "../../ui/error-notice"
import { TextField } from "../../ui/text-field"
import { useContractForm } from "../../ui/use-contract-form"
import type { ClinicData, ClinicProfileChanges } from "../../models/clinic-model"

/** The clinic's profile; owners and admins can edit the name, billing email, billing address and VAT or EAN number. */
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
  const text = useText()
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  // Checked by the contract's updateClinicBody; the server's refusal (an unserved country) is shown by its field.
  const current = { name: clinic.name, billing_email: clinic.billing_email, billing_address: toAddressValues(clinic.billing_address), vat_number: clinic.vat_number ?? "" }
  const { form, formProps, field, address: addressField, formError, errorSummary, submitting } = useContractForm(updateClinicBody, current)
  const address = clinic.billing_address
  const addressLines = [address?.company, address?.address_1, address?.address_2, [address?.postal_code, address?.city].filter(Boolean).join(" "), address?.province, address?.country_code?.toUpperCase()].filter(Boolean)

  return (
    <section className="card" aria-labelledby="clinic-profile-title">
      <h2 id="clinic-profile-title">{text("clinic.profile")}</h2>
      {editing ? (
        <form
          className="form"
          aria-label={text("clinic.editProfile")}
          {...formProps(async (changes) => {
            setSaved(false)
            // A blank number is left out of the checked body: emptying the field removes the clinic's number.
            await onSave(changes.vat_number === undefined && clinic.vat_number ? { ...changes, vat_number: null } : changes)
            setSaved(true)
            setEditing(false)
          })}
        >
          <TextField label={text("clinic.name")} {...field("name")} required />
          <TextField label={text("clinic.billingEmail")} type="email" {...field("billing_email")} required />
          <AddressFields legend={text("clinic.billingAddress")} countries={countries} {...addressField("billing_address")} />
          <TextField label={text("clinic.vatNumber")} optional autoComplete="off" {...field("vat_number")} />
          <div className="actions">
            <button type="button" className="button secondary" onClick={() => setEditing(false)}>
              {text("common.cancel")}
            </button>
            <button type="submit" className="button primary" disabled={submitting}>
              {submitting ? text("common.saving") : text("common.save")}
            </button>
          </div>
          <ErrorNotice message={errorSummary} error={formError} />
        </form>
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>{text("clinic.name")}</dt>
              <dd>{clinic.name}</dd>
            </div>
            <div>
              <dt>{text("clinic.type")}</dt>
              <dd>{clinic.type === "Epilepsy Clinic" ? text("apply.epilepsy") : text("apply.fertility")}</dd>
            </div>
            <div>
              <dt>{text("clinic.status")}</dt>
              <dd>{text(`applicationStatus.${clinic.status}`)}</dd>
            </div>
            <div>
              <dt>{text("clinic.billingEmail")}</dt>
              <dd>{clinic.billing_email}</dd>
            </div>
            <div>
              <dt>{text("clinic.billingAddress")}</dt>
              <dd>
                {addressLines.map((line) => (
                  <span key={line} className="address-line">
                    {line}
                  </span>
                ))}
              </dd>
            </div>
            <div>
              <dt>{text("clinic.vatNumber")}</dt>
              <dd>{clinic.vat_number ?? <span className="muted">{text("clinic.noVatNumber")}</span>}</dd>
            </div>
          </dl>
          {canEdit ? (
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                // The form opens on the clinic as it is now (it may have changed since the last edit).
                form.reset(current)
                setEditing(true)
              }}
            >
              {text("clinic.editProfile")}
            </button>
          ) : null}
        </>
      )}
      <p role="status" aria-live="polite" className="muted action-status">
        {saved && !editing ? text("common.saved") : ""}
      </p>
    </section>
  )
}
