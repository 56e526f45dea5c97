import { useEffect, useState } from "react"
import { useUiText } from "../../i18n/ui-text"
import { AddressFields } from "../../ui/address-fields"
import { friendlyError } from "../../ui/friendly-error"
import { TextField } from "../../ui/text-field"
import { sameDetails, type CheckoutDetails } from "./checkout-model"

/** Email, shipping and billing address, prefilled from the cart and editable; "Save details" when changed. */
export function CheckoutDetailsForm({
  details,
  onSave,
  onDirtyChange,
}: {
  details: CheckoutDetails
  onSave: (details: CheckoutDetails) => Promise<void>
  onDirtyChange: (dirty: boolean) => void
}) {
  const text = useUiText()
  const t = text.checkout
  const [draft, setDraft] = useState(details)
  const [state, setState] = useState<{ kind: "idle" | "saving" | "saved" } | { kind: "failed"; error: unknown }>({ kind: "idle" })
  useEffect(() => setDraft(details), [details])
  const dirty = !sameDetails(draft, details)
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  async function save() {
    setState({ kind: "saving" })
    try {
      await onSave(draft)
      setState({ kind: "saved" })
    } catch (error) {
      setState({ kind: "failed", error })
    }
  }

  return (
    <form
      className="form"
      noValidate
      aria-label={t.contact}
      onSubmit={(event) => {
        event.preventDefault()
        if (dirty) void save()
      }}
    >
      <fieldset className="fieldset">
        <legend>{t.contact}</legend>
        <TextField label={t.email} type="email" value={draft.email} onChange={(email) => setDraft({ ...draft, email })} autoComplete="email" required />
      </fieldset>
      <AddressFields legend={t.shippingAddress} value={draft.shipping_address} onChange={(shipping_address) => setDraft({ ...draft, shipping_address })} />
      <AddressFields legend={t.billingAddress} value={draft.billing_address} onChange={(billing_address) => setDraft({ ...draft, billing_address })} />
      <div className="actions">
        <button type="submit" className="button secondary" disabled={!dirty || state.kind === "saving"}>
          {state.kind === "saving" ? text.common.saving : t.saveDetails}
        </button>
        <span role="status" aria-live="polite" className="muted">
          {state.kind === "saved" && !dirty ? text.common.saved : dirty ? t.saveFirst : ""}
        </span>
      </div>
      {state.kind === "failed" ? (
        <p className="notice error" role="alert">
          {friendlyError(text, state.error)}
        </p>
      ) : null}
    </form>
  )
}
