import { describe, expect, it } from "vitest"
import { toAddressValues } from "../../src/ui/address-fields"
import { addressSummary, sameAddress, savedAddressIdOf, toAddressPayload } from "../../src/ui/address-book-model"

const home = { id: "addr_home", first_name: "Ida", last_name: "Holm", address_1: "Nørregade 1", address_2: null, city: "København", postal_code: "1165", country_code: "dk" }

describe("address book model", () => {
  it("sends an address trimmed, with the country lower-case and empty optional fields as null", () => {
    const payload = toAddressPayload(toAddressValues({ first_name: " Ida ", last_name: "Holm", address_1: "Nørregade 1 ", city: "København", postal_code: "1165", country_code: "DK" }))
    expect(payload).toEqual({
      first_name: "Ida",
      last_name: "Holm",
      company: null,
      address_1: "Nørregade 1",
      address_2: null,
      city: "København",
      province: null,
      postal_code: "1165",
      country_code: "dk",
      phone: null,
    })
  })

  it("finds the saved address equal to the form's, ignoring case, spaces and null versus empty", () => {
    const typed = toAddressValues({ ...home, first_name: "ida ", country_code: "DK" })
    expect(sameAddress(home, typed)).toBe(true)
    expect(savedAddressIdOf([home], typed)).toBe("addr_home")
  })

  it("tells apart addresses that differ in any field a person would (recipient, street, postal code, country)", () => {
    for (const change of [{ first_name: "Nina" }, { address_1: "Nørregade 2" }, { postal_code: "1166" }, { country_code: "de" }, { company: "North Lab" }]) {
      expect(savedAddressIdOf([home], toAddressValues({ ...home, ...change }))).toBeNull()
    }
  })

  it("names an address on one line, the country in the page's language", () => {
    expect(addressSummary(home, "en")).toBe("Ida Holm, Nørregade 1, 1165 København, Denmark")
    expect(addressSummary(home, "da")).toBe("Ida Holm, Nørregade 1, 1165 København, Danmark")
    expect(addressSummary({ ...home, first_name: null, last_name: "", company: "North Lab" }, "es")).toBe("North Lab, Nørregade 1, 1165 København, Dinamarca")
  })
})
