import { describe, expect, it } from "vitest"
import { membershipAllowing } from "../../backend/src/domain/clinic-access"
import { assertServedAmong } from "../../backend/src/domain/served-countries"

const admin = { id: "cmem_a", clinic_id: "clinic_1", role: "admin" as const }

describe("clinic access", () => {
  it("answers the caller's own membership when its role may act in that clinic", () => {
    expect(membershipAllowing(admin, "clinic_1", "update")).toBe(admin)
  })

  it("hides other clinics (404) and refuses a role that may not act (403)", () => {
    expect(() => membershipAllowing(null, "clinic_1", "read")).toThrow(expect.objectContaining({ kind: "not_found" }))
    expect(() => membershipAllowing(admin, "clinic_2", "read")).toThrow(expect.objectContaining({ kind: "not_found" }))
    expect(() => membershipAllowing(admin, "clinic_1", "transfer")).toThrow(expect.objectContaining({ kind: "forbidden", message: "A clinic admin may not transfer here" }))
  })
})

describe("served countries", () => {
  it("accepts a listed country in any case and refuses another, naming the served ones", () => {
    expect(() => assertServedAmong(["de", "dk"], "DK", "billing_address")).not.toThrow()
    expect(() => assertServedAmong(["de", "dk"], "us", "billing_address")).toThrow(
      expect.objectContaining({ kind: "invalid", message: "billing_address.country_code: the store does not serve US; it serves DE, DK" })
    )
  })
})
