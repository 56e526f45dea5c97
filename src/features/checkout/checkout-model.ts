import type { AddressValues } from "../../ui/address-fields"

/** Email and addresses of the cart, editable at checkout. */
export interface CheckoutDetails {
  email: string
  shipping_address: AddressValues
  billing_address: AddressValues
}

/** The cart's payment session as checkout needs it. */
export type CheckoutPayment = { provider: "manual" } | { provider: "stripe"; clientSecret: string }

/** The shipping method chosen automatically for the region. */
export interface CheckoutShipping {
  name: string
  amount: number
}

/** Whether two sets of details are the same (nothing to save). */
export function sameDetails(a: CheckoutDetails, b: CheckoutDetails): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
