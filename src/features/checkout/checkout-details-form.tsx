import { namesRecipient } from "@clinic-store/contract"
import { useEffect, useState } from "react"
import type { Address } from "../../../machines/domain.types"
import type { SavedAddress } from "../../api/customers"
import { ErrorNotice } from "../../ui/error-notice"
import { useSession } from "../../session/session-context"
import { useLocale } from "../../i18n/locale-context"
import { useText, type Translate } from "../../i18n/text"
import { AddressFields, type AddressValues } from "../../ui/address-fields"
import { sameAddress, savedAddressIdOf, toAddressPayload } from "../../ui/address-book-model"
import { friendlyError } from "../../ui/friendly-error"
import { TextField } from "../../ui/text-field"
import { sameDetails, type CheckoutDetails } from "./checkout-model"
import { followingBilling, type DetailsDraft } from "./use-details-draft"
import { AddressLine } from "./address-line"
import { SavedAddressChoice } from "./saved-address-choice"

type AddressKind = "shipping_address" | "billing_address"
type BookState = "idle" | "saved" | "failed"

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

/** The addresses whose country is outside the cart's region (when the region is known), with what to say. */
function outsideRegion(details: CheckoutDetails, text: Translate, locale: string, regionCountries: string[]): { kind: AddressKind; message: string }[] {
  const region = regionCountries.map((c) => c.toLowerCase())
  if (!region.length) return []
  return (["shipping_address", "billing_address"] as const).flatMap((kind) => {
    const code = details[kind].country_code.trim().toLowerCase()
    if (!code || region.includes(code)) return []
    const label = kind === "shipping_address" ? text("checkout.shippingAddress") : text("checkout.billingAddress")
    return [{ kind, message: text("checkout.countryNotInRegion", { address: label, country: countryName(locale, code), allowed: listOf(locale, region.map((c) => countryName(locale, c))) }) }]
  })
}

/**
 * The message for a save the server refused. Medusa names the address whose country is outside the cart's region
 * ("Shipping country not in region", "Billing country not in region", "Shipping country must be in the cart
 * region"); that is said in the page's language with the country typed. Anything else: the friendly error.
 */
function saveFailureMessage(error: unknown, draft: CheckoutDetails, text: Translate, locale: string, regionCountries: string[]): string {
  const raw = typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string" ? (error as { message: string }).message : ""
  if (/country/i.test(raw) && /region/i.test(raw)) {
    const kind: AddressKind = /^billing/i.test(raw) ? "billing_address" : "shipping_address"
    const typed = draft[kind].country_code.trim().toLowerCase()
    // The region's countries are suggested only when they are known and do not already include the refused one.
    const known = regionCountries.map((c) => c.toLowerCase()).filter(Boolean)
    const allowed = known.length && !known.includes(typed) ? listOf(locale, known.map((c) => countryName(locale, c))) : ""
    const address = kind === "shipping_address" ? text("checkout.shippingAddress") : text("checkout.billingAddress")
    return allowed ? text("checkout.countryNotInRegion", { address, country: countryName(locale, typed), allowed }) : text("checkout.countryNotInAnyRegion", { address, country: countryName(locale, typed) })
  }
  return friendlyError(text, error)
}

/** Whether an address has what a shipment needs: the recipient's name, street, postal code, city and country. */
function addressComplete(address: AddressValues): boolean {
  return namesRecipient(address) && (["address_1", "city", "postal_code", "country_code"] as const).every((key) => address[key].trim() !== "")
}

/**
 * The address step: email, shipping and billing address, prefilled from the cart. A complete address is one line
 * with "Change"; a saved address is chosen in one line each, and the full form is shown only for a new address.
 * "Billing address same as shipping" is on unless the cart already bills elsewhere. "Continue to delivery" checks
 * the values with the contract's `checkoutDetailsBody` (a valid email; every address complete; the shipping address
 * names its recipient), then the countries against the cart's region, saves what changed and goes on; a refused
 * save is announced (role=alert) with what was wrong, and what the customer typed stays in the fields.
 */
export function CheckoutDetailsForm({
  draft: edit,
  onSave,
  onContinue,
  savedAddresses = [],
  onSaveToAddressBook,
}: {
  /** The form's state, kept by the checkout (useDetailsDraft): it says whether there is something unsaved. */
  draft: DetailsDraft
  onSave: (details: CheckoutDetails) => Promise<void>
  /** The details are saved (or were unchanged): the next step. */
  onContinue: () => void
  /** The customer's address book: offered as shipping addresses. */
  savedAddresses?: readonly SavedAddress[]
  /** Adds a new shipping address to the book (offered when it is in none of the saved ones). */
  onSaveToAddressBook?: (address: Address) => Promise<void>
}) {
  const text = useText()
  const locale = useLocale()
  const { regionCountries, customer } = useSession()
  // A clinic's cart carries the clinic's billing email (the server sets it): shown, not edited here.
  const clinicEmail = Boolean(customer?.clinic)
  const { contract, details, draft, billingSame, setBillingSame } = edit
  const { form } = contract
  // A complete saved address is one line until the customer asks to change it.
  const [changeShipping, setChangeShipping] = useState(false)
  const editingShipping = changeShipping || !addressComplete(details.shipping_address)
  const [editingBilling, setEditingBilling] = useState(() => !addressComplete(details.billing_address))
  const [saveToBook, setSaveToBook] = useState(false)
  const [bookState, setBookState] = useState<BookState>("idle")
  /** Why the last save was refused beyond the marked fields (the cart's region, the server), or null. */
  const [refusal, setRefusal] = useState<string | null>(null)
  const chosenSaved = savedAddressIdOf(savedAddresses, draft.shipping_address)
  const offerSaveToBook = Boolean(onSaveToAddressBook) && chosenSaved === null
  const shipping = contract.address("shipping_address")
  const setShipping = (next: AddressValues) => {
    shipping.onChange(next)
    // Billing following shipping is checked again as shipping is (a mark on it goes once shipping is filled).
    if (billingSame) form.setValue("billing_address", followingBilling(next, details.billing_address), { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
  }
  // A refusal's reason no longer stands once the details change: its alert goes (a new save says it again if it must).
  useEffect(() => {
    const watching = form.watch(() => setRefusal(null))
    return () => watching.unsubscribe()
  }, [form])

  async function save(values: CheckoutDetails) {
    const outside = outsideRegion(values, text, locale, regionCountries)
    if (outside.length) {
      outside.forEach(({ kind, message }) => contract.refuseField(`${kind}.country_code`, message))
      return setRefusal(outside.map(({ message }) => message).join(" "))
    }
    if (!sameDetails(values, details)) {
      try {
        await onSave(values)
      } catch (error) {
        return setRefusal(saveFailureMessage(error, values, text, locale, regionCountries))
      }
    }
    // The details are on the cart; adding the address to the book is a separate step that may fail on its own.
    if (saveToBook && offerSaveToBook && onSaveToAddressBook) {
      const added = await onSaveToAddressBook(toAddressPayload(values.shipping_address)).then(
        () => true,
        () => false
      )
      setBookState(added ? "saved" : "failed")
      if (added) setSaveToBook(false)
      if (!added) return
    }
    onContinue()
  }

  // The schema checks the values; what is sent is what the customer typed (the cart keeps its own shape).
  const { onSubmit, ...formProps } = contract.formProps(() => save(form.getValues()))
  const alert = refusal ? `${text("checkout.notSaved")} ${refusal}` : contract.errorSummary ? `${text("checkout.notSaved")} ${text("checkout.fixMarked")}` : ""
  const shippingLabel = text("checkout.shippingAddress")
  const billingLabel = text("checkout.billingAddress")

  return (
    <form
      className="form"
      aria-label={text("checkout.contact")}
      {...formProps}
      onSubmit={(event) => {
        setRefusal(null)
        setBookState("idle")
        if (billingSame) form.setValue("billing_address", followingBilling(form.getValues("shipping_address"), details.billing_address))
        onSubmit(event)
      }}
    >
      <fieldset className="fieldset">
        <legend>{text("checkout.contact")}</legend>
        <TextField label={text("checkout.email")} type="email" {...contract.field("email")} autoComplete="email" required readOnly={clinicEmail} />
        {clinicEmail ? <p className="muted">{text("invoices.clinicEmail")}</p> : null}
      </fieldset>
      {!editingShipping ? (
        <AddressLine label={text("journey.checkout.shipTo")} address={draft.shipping_address} changeLabel={shippingLabel.toLocaleLowerCase(locale)} onChange={() => setChangeShipping(true)} />
      ) : (
        <>
          {savedAddresses.length ? <SavedAddressChoice saved={savedAddresses} value={draft.shipping_address} onChoose={setShipping} /> : null}
          {savedAddresses.length && chosenSaved !== null ? null : <AddressFields legend={shippingLabel} countries={regionCountries} {...shipping} onChange={setShipping} />}
        </>
      )}
      {offerSaveToBook && editingShipping ? (
        <label className="choice">
          <input type="checkbox" checked={saveToBook} onChange={(event) => setSaveToBook(event.target.checked)} />
          {text("addressBook.saveToBook")}
        </label>
      ) : null}
      <label className="choice">
        <input
          type="checkbox"
          checked={billingSame}
          onChange={(event) => {
            setBillingSame(event.target.checked)
            if (event.target.checked) form.setValue("billing_address", followingBilling(form.getValues("shipping_address"), details.billing_address), { shouldDirty: true })
            else setEditingBilling(!addressComplete(form.getValues("billing_address")) || sameAddress(form.getValues("billing_address"), form.getValues("shipping_address")))
          }}
        />
        {text("addressBook.billingSame")}
      </label>
      {billingSame ? null : !editingBilling ? (
        <AddressLine label={text("journey.checkout.billTo")} address={draft.billing_address} changeLabel={billingLabel.toLocaleLowerCase(locale)} onChange={() => setEditingBilling(true)} />
      ) : (
        <AddressFields legend={billingLabel} countries={regionCountries} {...contract.address("billing_address")} />
      )}
      <div className="actions">
        <button type="submit" className="button primary" disabled={contract.submitting}>
          {contract.submitting ? text("common.saving") : text("journey.checkout.continueDelivery")}
        </button>
        <span role="status" aria-live="polite" className="muted">
          {bookState === "saved" ? text("addressBook.savedToBook") : bookState === "failed" ? text("addressBook.notSavedToBook") : ""}
        </span>
      </div>
      <ErrorNotice message={alert} error={contract.formError} />
    </form>
  )
}
