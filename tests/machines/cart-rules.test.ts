import { describe, expect, it } from "vitest"
import { customerCountry, missingDetailsUpdate, needsPaymentSessions, regionForCountry, toCartAddress } from "../../machines/cart/cart.logic"
import { isReadyToComplete, itemCount } from "../../machines/cart/cart.selectors"
import type { Cart } from "../../machines/cart/cart.types"
import { clinicMember, denmark, dkAddress, dkShipping, esAddress, individual, readyCart, spain } from "../support/fixtures"

describe("readiness rule (seed step 7), field by field", () => {
  it("is ready with email, shipping address, billing address, payment session and a shipping method", () => {
    expect(isReadyToComplete(readyCart)).toBe(true)
  })

  it.each([
    ["email", { email: null }],
    ["email (empty)", { email: "" }],
    ["shipping address", { shipping_address: null }],
    ["billing address", { billing_address: null }],
    ["a real shipping address (Medusa's country-only placeholder)", { shipping_address: { country_code: "dk" } }],
    ["a real billing address (country only)", { billing_address: { country_code: "dk" } }],
    ["the recipient's first name", { shipping_address: { ...dkAddress, first_name: "" } }],
    ["the recipient's last name", { shipping_address: { ...dkAddress, last_name: "  " } }],
    ["payment session", { payment_session: null }],
    ["shipping methods (none)", { shipping_methods: [] }],
    ["shipping methods (absent)", { shipping_methods: undefined }],
  ] as Array<[string, Partial<Cart>]>)("is not ready without %s", (_field, change) => {
    expect(isReadyToComplete({ ...readyCart, ...change })).toBe(false)
  })
})

describe("item count", () => {
  it("sums the quantities", () => {
    expect(itemCount({ id: "c", items: [{ id: "a", quantity: 2 }, { id: "b", quantity: 3 }] })).toBe(5)
  })
  it("is 0 without items", () => {
    expect(itemCount({ id: "", items: [] })).toBe(0)
  })
})

describe("region and country", () => {
  it("reads the clinic billing country first, else the customer's, lower-cased", () => {
    expect(customerCountry(clinicMember)).toBe("es")
    expect(customerCountry({ ...individual, billing_address: { country_code: "DK" } })).toBe("dk")
    expect(customerCountry({ ...individual, billing_address: null })).toBeNull()
    expect(customerCountry({ ...clinicMember, clinic: { ...clinicMember.clinic!, billing_address: null } })).toBeNull()
  })
  it("finds the region serving the country, the home market's (else the first) without a country, none for an unserved country", () => {
    expect(regionForCountry([spain, denmark], "dk")).toBe(denmark)
    expect(regionForCountry([spain, { ...denmark, countries: [{ iso_2: "DK" }] }], "dk")?.id).toBe("reg_dk")
    expect(regionForCountry([spain, denmark], null)).toBe(spain)
    const unitedStates = { ...denmark, id: "reg_us", countries: [{ iso_2: "us" }] }
    expect(regionForCountry([denmark, unitedStates, spain], null)).toBe(unitedStates)
    expect(regionForCountry([], null)).toBeNull()
    expect(regionForCountry([spain], "dk")).toBeNull()
  })
})

describe("missing details", () => {
  it("is null when the cart has everything", () => {
    expect(missingDetailsUpdate(readyCart, individual)).toBeNull()
  })
  it("is null when nothing can fill the gaps", () => {
    expect(missingDetailsUpdate({ id: "c", items: [], email: "x@y.z" }, { id: "c1", email: "", billing_address: null, shipping_addresses: [] })).toBeNull()
  })
  it("fills a shipping address that is only Medusa's country placeholder", () => {
    const cart = { ...readyCart, shipping_address: { country_code: "dk" } } as Cart
    expect(missingDetailsUpdate(cart, individual)?.shipping_address?.address_1).toBeTruthy()
  })
  it("names the recipient: the clinic's contact person, else the signed-in customer", () => {
    const emptyCart = { id: "c", items: [], email: "x@y.z" } as Cart
    expect(missingDetailsUpdate(emptyCart, clinicMember)?.shipping_address).toMatchObject({ first_name: "Ana", last_name: "Ruiz" })
    const unnamedClinic = { ...clinicMember, first_name: "Lars", last_name: "Berg", clinic: { ...clinicMember.clinic!, billing_address: { ...esAddress, first_name: null, last_name: "" } } }
    expect(missingDetailsUpdate(emptyCart, unnamedClinic)?.shipping_address).toMatchObject({ first_name: "Lars", last_name: "Berg", address_1: esAddress.address_1 })
  })
  it("names the recipient of a complete but unnamed shipping address, and leaves it when no name is known", () => {
    const unnamed = { ...readyCart, shipping_address: { ...dkShipping, first_name: null, last_name: null } } as Cart
    expect(missingDetailsUpdate(unnamed, individual)?.shipping_address).toMatchObject({ first_name: "Ida", last_name: "Holm", address_1: dkShipping.address_1 })
    const nobody = { ...individual, billing_address: { ...dkAddress, first_name: null, last_name: null }, shipping_addresses: [] }
    expect(missingDetailsUpdate(unnamed, nobody)).toBeNull()
  })
  it("keeps only Medusa's address fields", () => {
    expect(toCartAddress({ ...dkAddress, id: "addr_1", customer_id: "cus_1", company: null } as never)).toEqual(dkAddress)
  })
})

describe("payment sessions needed (seed step 6)", () => {
  it("only with items and no sessions", () => {
    expect(needsPaymentSessions({ id: "c", items: [] })).toBe(false)
    expect(needsPaymentSessions({ id: "c", items: [{ id: "i", quantity: 1 }] })).toBe(true)
    expect(needsPaymentSessions({ id: "c", items: [{ id: "i", quantity: 1 }], payment_sessions: [] })).toBe(true)
    expect(needsPaymentSessions({ id: "c", items: [{ id: "i", quantity: 1 }], payment_sessions: [{ provider_id: "manual" }] })).toBe(false)
  })
})
