import { useEffect, useRef, useState } from "react"
import { ErrorNotice } from "../../ui/error-notice"
import { useSession } from "../../session/session-context"
import { useLocale } from "../../i18n/messages"
import { useUiText } from "../../i18n/ui-text"
import type { UiText } from "../../i18n/ui.en"
import { AddressFields, REQUIRED_ADDRESS_FIELDS, type AddressValues } from "../../ui/address-fields"
import { friendlyError } from "../../ui/friendly-error"
import { TextField } from "../../ui/text-field"
import { sameDetails, type CheckoutDetails } from "./checkout-model"

type AddressKind = "shipping_address" | "billing_address"
type AddressErrors = Partial<Record<keyof AddressValues, string>>
type Problems = { email?: string; shipping_address: AddressErrors; billing_address: AddressErrors; summary: string[] }

const ADDRESS_LABEL_KEYS: Record<keyof AddressValues, keyof UiText["address"]> = {
  first_name: "firstName",
  last_name: "lastName",
  company: "company",
  address_1: "address1",
  address_2: "address2",
  city: "city",
  province: "province",
  postal_code: "postalCode",
  country_code: "countryCode",
  phone: "phone",
}

/** "Denmark (DK)" in the page's language; the bare code when the runtime does not know it. */
function countryName(locale: string, code: string): string {
  const upper = code.trim().toUpperCase()
  try {
    const name = new Intl.DisplayNames([locale], { type: "region" }).of(upper)
    return name && name !== upper ? `${name} (${upper})` : upper
  } catch {
    return upper
  }
}

function listOf(locale: string, items: string[]): string {
  try {
    return new Intl.ListFormat(locale, { type: "disjunction" }).format(items)
  } catch {
    return items.join(", ")
  }
}

/**
 * What is wrong with the details before they are sent: missing required fields, an email that is not one, a
 * country code that is not two letters or (when the cart's region is known) not a country of that region.
 */
function detailsProblems(details: CheckoutDetails, text: UiText, locale: string, regionCountries: string[]): Problems {
  const t = text.checkout
  const problems: Problems = { shipping_address: {}, billing_address: {}, summary: [] }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email.trim())) problems.email = t.emailInvalid
  const region = regionCountries.map((c) => c.toLowerCase())
  for (const kind of ["shipping_address", "billing_address"] as const) {
    const address = details[kind]
    const errors = problems[kind]
    for (const field of REQUIRED_ADDRESS_FIELDS) {
      if (!address[field].trim()) errors[field] = t.fieldRequired(text.address[ADDRESS_LABEL_KEYS[field]])
    }
    const code = address.country_code.trim().toLowerCase()
    if (code && !/^[a-z]{2}$/.test(code)) errors.country_code = t.countryCodeInvalid
    else if (code && region.length && !region.includes(code)) {
      const message = t.countryNotInRegion(kind === "shipping_address" ? t.shippingAddress : t.billingAddress, countryName(locale, code), listOf(locale, region.map((c) => countryName(locale, c))))
      errors.country_code = message
      problems.summary.push(message)
    }
  }
  return problems
}

const hasProblems = (p: Problems) => Boolean(p.email) || Object.keys(p.shipping_address).length > 0 || Object.keys(p.billing_address).length > 0

/**
 * The message for a save the server refused. Medusa names the address whose country is outside the cart's region
 * ("Shipping country not in region", "Billing country not in region", "Shipping country must be in the cart
 * region"); that is said in the page's language with the country typed. Anything else: the friendly error.
 */
function saveFailureMessage(error: unknown, draft: CheckoutDetails, text: UiText, locale: string, regionCountries: string[]): string {
  const t = text.checkout
  const raw = typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string" ? (error as { message: string }).message : ""
  if (/country/i.test(raw) && /region/i.test(raw)) {
    const kind: AddressKind = /^billing/i.test(raw) ? "billing_address" : "shipping_address"
    const typed = draft[kind].country_code.trim().toLowerCase()
    // The region's countries are suggested only when they are known and do not already include the refused one.
    const known = regionCountries.map((c) => c.toLowerCase()).filter(Boolean)
    const allowed = known.length && !known.includes(typed) ? listOf(locale, known.map((c) => countryName(locale, c))) : ""
    const address = kind === "shipping_address" ? t.shippingAddress : t.billingAddress
    return allowed ? t.countryNotInRegion(address, countryName(locale, typed), allowed) : t.countryNotInAnyRegion(address, countryName(locale, typed))
  }
  return friendlyError(text, error)
}

type SaveState = { kind: "idle" | "saving" | "saved" } | { kind: "invalid"; problems: Problems } | { kind: "failed"; message: string }

/**
 * Email, shipping and billing address, prefilled from the cart and editable; "Save details" when changed.
 * Checked before sending (missing fields, email, country of the cart's region); a refused save is announced
 * (role=alert) with what was wrong, and what the customer typed stays in the fields.
 */
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
  const locale = useLocale()
  const { regionCountries } = useSession()
  const formRef = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState(details)
  const [state, setState] = useState<SaveState>({ kind: "idle" })
  // "Billing address same as shipping": while ticked the billing address follows the shipping address.
  const [billingSame, setBillingSame] = useState(false)
  const setShipping = (shipping_address: AddressValues) =>
    setDraft((current) => ({ ...current, shipping_address, ...(billingSame ? { billing_address: shipping_address } : {}) }))
  // The cart's details change under the form (a save, or the background preparation answering a new cart): the
  // form follows them only while the customer has not changed anything, so typing is never overwritten.
  const shown = useRef(details)
  useEffect(() => {
    if (sameDetails(details, shown.current)) return
    const previous = shown.current
    shown.current = details
    setDraft((current) => (sameDetails(current, previous) ? details : current))
  }, [details])
  const dirty = !sameDetails(draft, details)
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const problems = state.kind === "invalid" ? state.problems : undefined
  useEffect(() => {
    if (state.kind === "invalid") formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
  }, [state])

  async function save() {
    const found = detailsProblems(draft, text, locale, regionCountries)
    if (hasProblems(found)) return setState({ kind: "invalid", problems: found })
    setState({ kind: "saving" })
    try {
      await onSave(draft)
      setState({ kind: "saved" })
    } catch (error) {
      setState({ kind: "failed", message: saveFailureMessage(error, draft, text, locale, regionCountries) })
    }
  }

  const alert =
    state.kind === "failed" ? `${t.notSaved} ${state.message}` : problems ? [t.notSaved, ...problems.summary, problems.summary.length ? "" : t.fixMarked].filter(Boolean).join(" ") : ""

  return (
    <form
      ref={formRef}
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
        <TextField label={t.email} type="email" value={draft.email} onChange={(email) => setDraft({ ...draft, email })} autoComplete="email" required error={problems?.email} />
      </fieldset>
      <AddressFields legend={t.shippingAddress} value={draft.shipping_address} onChange={setShipping} countries={regionCountries} errors={problems?.shipping_address} />
      <label className="choice">
        <input
          type="checkbox"
          checked={billingSame}
          onChange={(event) => {
            setBillingSame(event.target.checked)
            if (event.target.checked) setDraft((current) => ({ ...current, billing_address: current.shipping_address }))
          }}
        />
        {text.addressBook.billingSame}
      </label>
      {billingSame ? null : (
        <AddressFields
          legend={t.billingAddress}
          value={draft.billing_address}
          onChange={(billing_address) => setDraft({ ...draft, billing_address })}
          countries={regionCountries}
          errors={problems?.billing_address}
        />
      )}
      <div className="actions">
        <button type="submit" className="button secondary" disabled={!dirty || state.kind === "saving"}>
          {state.kind === "saving" ? text.common.saving : t.saveDetails}
        </button>
        <span role="status" aria-live="polite" className="muted">
          {state.kind === "saved" && !dirty ? text.common.saved : dirty && !alert ? t.saveFirst : ""}
        </span>
      </div>
      <ErrorNotice message={alert} />
    </form>
  )
}
