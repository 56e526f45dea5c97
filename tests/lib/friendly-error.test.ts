import { describe, expect, it } from "vitest"
import { ApiError, errorFromResponse } from "../../src/api/errors"
import { t, translator } from "../../src/i18n/text"
import { canRetry, errorKind, explainError, fieldError, friendlyError } from "../../src/ui/friendly-error"

describe("friendly errors", () => {
  it.each([
    [new ApiError("invalid_request", "raw", { status: 409, type: "conflict" }), "conflict"],
    [new ApiError("invalid_request", "raw", { status: 409 }), "conflict"],
    [new ApiError("permission", "raw", { status: 403, type: "not_allowed" }), "not_allowed"],
    [new ApiError("authentication", "raw", { status: 401 }), "unauthorized"],
    [new ApiError("invalid_request", "raw", { status: 413 }), "too_large"],
    [new ApiError("connection", "Network error"), "connection"],
    [new ApiError("api", "raw", { status: 500 }), "unknown"],
    [{ response: { status: 404, data: { type: "not_found" } } }, "not_found"],
    [new TypeError("Failed to fetch"), "connection"],
    [new Error("anything"), "unknown"],
  ])("%o → %s", (error, kind) => {
    expect(errorKind(error)).toBe(kind)
  })

  it("never returns the raw message", () => {
    expect(friendlyError(translator("en"), new ApiError("api", "SQL syntax error near SELECT", { status: 500 }))).toBe(t("en", "errors.unknown"))
  })
})

describe("server reasons in the person's language", () => {
  const invalid = (message: string) => new ApiError("invalid_request", message, { status: 400, type: "invalid_data" })
  const conflict = (message: string) => new ApiError("invalid_request", message, { status: 409, type: "conflict" })

  it.each([
    [invalid("clinic.billing_address.country_code: must be a two-letter ISO country code"), "clinic.billing_address.country_code", "Country: choose a country from the list."],
    [invalid("date_of_birth: must be a past date"), "date_of_birth", "Date of birth: enter a date in the past."],
    [invalid("phone: String must contain at most 32 character(s)"), "phone", "Phone: use at most 32 characters."],
    [invalid("content: the file is empty"), "content", "File: the file is empty. Choose a file with content."],
    [invalid("to: Invalid email"), "to", "Email address: enter a valid email address."],
    [invalid("name: Expected string, received number"), "name", "Name: this value is not accepted. Check it."],
  ])("an invalid_data answer names its field: %o", (error, field, message) => {
    expect(explainError(translator("en"), error)).toEqual({ field, message })
  })

  it.each([
    [new ApiError("permission", "Only customers with an approved application may buy products", { status: 403, type: "not_allowed" }), t("en", "serverReasons.notApprovedToBuy")],
    [conflict("You already belong to a clinic"), t("en", "serverReasons.alreadyInClinic")],
    [conflict("ann@example.com is already a member of this clinic"), "ann@example.com is already a member of this clinic."],
    [conflict("bo@example.com already has an awaiting invite"), "bo@example.com already has an invite that is waiting for an answer."],
    [invalid("Variant with id: variant_01 does not have the required inventory"), t("en", "serverReasons.notInStock")],
  ])("a known refusal becomes one sentence: %o", (error, message) => {
    expect(friendlyError(translator("en"), error)).toBe(message)
  })

  it("reads the text a flow machine kept of the failure, and the axios shape", () => {
    expect(friendlyError(translator("en"), { message: "You already belong to a clinic" })).toBe(t("en", "serverReasons.alreadyInClinic"))
    expect(friendlyError(translator("en"), "date_of_birth: must be a past date")).toBe("Date of birth: enter a date in the past.")
    expect(friendlyError(translator("en"), { response: { status: 409, data: { type: "conflict", message: "You already belong to a clinic" } } })).toBe(t("en", "serverReasons.alreadyInClinic"))
  })

  it("reads Medusa's stock refusal of a completion ({ errors: [{ code, message }] }, 409)", () => {
    const error = errorFromResponse(409, { errors: [{ code: "insufficient_inventory", message: "Variant with id: variant_01 does not have the required inventory" }] })
    expect(friendlyError(translator("da"), error)).toBe(t("da", "serverReasons.notInStock"))
  })

  it("speaks the page's language", () => {
    expect(friendlyError(translator("da"), invalid("phone: String must contain at most 32 character(s)"))).toBe("Telefon: brug højst 32 tegn.")
    expect(friendlyError(translator("es"), conflict("You already belong to a clinic"))).toBe(t("es", "serverReasons.alreadyInClinic"))
  })

  it("unknown reasons and unknown fields fall back to the kind's text; the raw words are never shown", () => {
    expect(friendlyError(translator("en"), invalid("secret_column: violates constraint"))).toBe(t("en", "errors.invalid_data"))
    expect(friendlyError(translator("en"), conflict("Row version 7 is stale"))).toBe(t("en", "errors.conflict"))
  })

  it("fieldError gives the message only to the field the failure names", () => {
    const error = invalid("phone: String must contain at most 32 character(s)")
    expect(fieldError(translator("en"), error, "phone")).toBe("Phone: use at most 32 characters.")
    expect(fieldError(translator("en"), error, "name")).toBeUndefined()
    expect(fieldError(translator("en"), invalid("billing_address.country_code: must be a two-letter ISO country code"), "country_code")).toMatch(/^Country:/)
    expect(fieldError(translator("en"), null, "phone")).toBeUndefined()
  })

  it("offers trying again only after a network failure or a server fault", () => {
    expect(canRetry(new ApiError("connection", "Network error"))).toBe(true)
    expect(canRetry(new ApiError("api", "boom", { status: 500 }))).toBe(true)
    expect(canRetry(invalid("phone: too long"))).toBe(false)
    expect(canRetry(new ApiError("invalid_request", "x", { status: 404, type: "not_found" }))).toBe(false)
  })
})
