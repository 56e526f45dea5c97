import { namesRecipient } from "@clinic-store/contract"
import type { Address, Customer } from "../domain.types"
import type { Cart, CartUpdate, Region } from "./cart.types"

const ADDRESS_FIELDS = [
  "first_name",
  "last_name",
  "phone",
  "company",
  "address_1",
  "address_2",
  "city",
  "province",
  "postal_code",
  "country_code",
  "metadata",
] as const satisfies ReadonlyArray<keyof Address>

/** Keeps only the fields Medusa accepts in a cart address (drops ids, timestamps, customer ids). */
export function toCartAddress(address: Address): Address {
  const result: Address = {}
  for (const field of ADDRESS_FIELDS) {
    const value = address[field]
    if (value !== undefined && value !== null) (result as Record<string, unknown>)[field] = value
  }
  return result
}

/** The customer's country: the clinic's billing address first, else the customer's billing address. */
export function customerCountry(customer: Customer): string | null {
  const code = customer.clinic ? customer.clinic.billing_address?.country_code : customer.billing_address?.country_code
  return code ? code.toLowerCase() : null
}

/**
/** The store's home market: customers without any address (e.g. new individuals) shop in its region. */
const DEFAULT_COUNTRY = "us"

/**
 * The region serving a country. Without a known country, the region of the store's home market
 * ({@link DEFAULT_COUNTRY}), else the first region (Medusa lists regions in no particular order);
 * a country no region serves has no region.
 */
export function regionForCountry(regions: readonly Region[], country: string | null): Region | null {
  if (country === null) return regionForCountry(regions, DEFAULT_COUNTRY) ?? regions[0] ?? null
  return regions.find((region) => region.countries.some((c) => c.iso_2.toLowerCase() === country)) ?? null
}

/**
 * Whether an address is usable for an order. Medusa gives a new cart in a one-country region a placeholder
 * shipping address holding only the country code: that counts as missing.
 */
function isCompleteAddress(address: Cart["shipping_address"] | undefined): boolean {
  return Boolean(address?.address_1 && address.country_code)
}

/** The address with its recipient named by `person` where the address names nobody (blank first and last name). */
function withRecipient(address: Address, person: { first_name?: string | null; last_name?: string | null }): Address {
  if (namesRecipient(address) || !namesRecipient(person)) return address
  return { ...address, first_name: person.first_name, last_name: person.last_name }
}

/**
 * The update that fills the cart's missing addresses and email: from the clinic (billing
 * address for both, billing email) or from the customer (billing address; first shipping address, else
 * the billing address; email). The shipping address names its recipient: the clinic's contact person (the
 * name on its billing address), else the signed-in customer. Null when nothing is missing or nothing can fill it.
 */
export function missingDetailsUpdate(cart: Cart, customer: Customer): CartUpdate | null {
  const clinic = customer.clinic
  const billing = clinic ? clinic.billing_address : customer.billing_address
  const shipping = clinic ? clinic.billing_address : (customer.shipping_addresses?.[0] ?? customer.billing_address)
  const email = clinic ? clinic.billing_email : customer.email
  const update: CartUpdate = {}
  if (!isCompleteAddress(cart.billing_address) && billing) update.billing_address = toCartAddress(billing)
  if (!isCompleteAddress(cart.shipping_address) && shipping) update.shipping_address = withRecipient(toCartAddress(shipping), customer)
  else if (cart.shipping_address && isCompleteAddress(cart.shipping_address) && !namesRecipient(cart.shipping_address)) {
    const named = withRecipient(withRecipient(toCartAddress(cart.shipping_address), shipping ?? {}), customer)
    if (namesRecipient(named)) update.shipping_address = named
  }
  if (!cart.email && email) update.email = email
  return Object.keys(update).length > 0 ? update : null
}

/** True when the cart holds at least one shipping method. */
export function hasShippingMethod(cart: Cart): boolean {
  return (cart.shipping_methods?.length ?? 0) > 0
}

/** Seed step 6: items but no payment sessions. */
export function needsPaymentSessions(cart: Cart): boolean {
  return cart.items.length > 0 && (cart.payment_sessions?.length ?? 0) === 0
}

/** Seed step 3: a completed cart cannot be used again. */
export function isCompleted(cart: Cart): boolean {
  return cart.completed_at !== undefined && cart.completed_at !== null
}

/**
 * Ready to complete only with an email, a shipping address naming its recipient (first and last
 * name), a billing address, a payment session and at least one shipping method.
 *
 * Stricter than the specification's rule (email, shipping address, billing address, payment session, a shipping
 * method): an address counts only with a street line and a country, because Medusa gives a new cart a placeholder
 * shipping address holding just the region's country; and the shipping address must name its recipient, because the
 * kit is posted to a person (the backend refuses a completion without the name).
 */
export function isReadyToComplete(cart: Cart): boolean {
  return Boolean(
    cart.email &&
      isCompleteAddress(cart.shipping_address) &&
      namesRecipient(cart.shipping_address) &&
      isCompleteAddress(cart.billing_address) &&
      cart.payment_session &&
      (cart.shipping_methods?.length ?? 0) > 0
  )
}

/** The discount codes on the cart, as Medusa spells them. */
export function discountCodes(cart: Cart): string[] {
  return (cart.discounts ?? []).map((discount) => discount.code)
}

/** The gift card codes redeemed on the cart, as Medusa spells them. */
export function giftCardCodes(cart: Cart): string[] {
  return (cart.gift_cards ?? []).map((card) => card.code)
}

/** The gift cards the cart is to hold once `code` is redeemed: those it holds, then the new one unless held (any case). */
export function withGiftCard(cart: Cart, code: string): string[] {
  return withCode(giftCardCodes(cart), code)
}

/** The gift cards the cart is to hold once `code` is taken off (any letter case). */
export function withoutGiftCard(cart: Cart, code: string): string[] {
  return giftCardCodes(cart).filter((held) => held.toLowerCase() !== code.trim().toLowerCase())
}

function withCode(codes: string[], code: string): string[] {
  const wanted = code.trim()
  return codes.some((held) => held.toLowerCase() === wanted.toLowerCase()) ? codes : [...codes, wanted]
}

/**
 * The codes the cart is to hold once `code` is applied: those it holds, then the new one (trimmed) unless it holds
 * it already in any letter case (Medusa matches codes without regard to case).
 */
export function withDiscountCode(cart: Cart, code: string): string[] {
  return withCode(discountCodes(cart), code)
}
