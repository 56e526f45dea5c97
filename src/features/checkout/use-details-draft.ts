import { checkoutDetailsBody } from "@clinic-store/contract"
import { useState } from "react"
import type { AddressValues } from "../../ui/address-fields"
import { useContractForm } from "../../ui/use-contract-form"
import { sameDetails, type CheckoutDetails } from "./checkout-model"

const PLACE_FIELDS = ["address_1", "address_2", "city", "postal_code", "country_code"] as const

/** Whether two addresses are the same place (street, town and country; the names on them aside). */
function samePlace(a: AddressValues, b: AddressValues): boolean {
  return PLACE_FIELDS.every((key) => a[key].trim().toLowerCase() === b[key].trim().toLowerCase())
}

/** "Billing same as shipping" is on unless the cart already bills another place. */
function billingStartsSame(details: CheckoutDetails): boolean {
  return !details.billing_address.address_1.trim() || samePlace(details.billing_address, details.shipping_address)
}

/**
 * The billing address while "same as shipping" is on: the cart's own when it is at the shipping address's place (a
 * clinic's billing address keeps its company and contact), else the shipping address.
 */
export function followingBilling(shipping: AddressValues, cartBilling: AddressValues): AddressValues {
  return samePlace(cartBilling, shipping) ? cartBilling : shipping
}

/**
 * What the customer has typed in the checkout's address step, kept by the checkout itself so it knows, while it
 * renders, whether something is unsaved ("Place order" waits for it) and keeps the typing when the customer goes to
 * another step and back. The cart's details are the saved values: when they change (a save, or the background
 * preparation answering a new cart), the fields the customer has not changed take them, so typing is never
 * overwritten. "Billing address same as shipping" follows the cart (on unless it bills another place) until the
 * customer ticks or unticks it; while on, the billing address follows the shipping address.
 */
export function useDetailsDraft(details: CheckoutDetails) {
  const contract = useContractForm(checkoutDetailsBody, details, { follow: true })
  const watched = contract.form.watch() as CheckoutDetails
  const [billingChoice, setBillingSame] = useState<boolean | null>(null)
  const billingSame = billingChoice ?? billingStartsSame(details)
  const draft: CheckoutDetails = billingSame ? { ...watched, billing_address: followingBilling(watched.shipping_address, details.billing_address) } : watched
  return { contract, details, draft, billingSame, setBillingSame, dirty: !sameDetails(draft, details) }
}

/** The address step's state (useDetailsDraft). */
export type DetailsDraft = ReturnType<typeof useDetailsDraft>
