import { describe, expect, it } from "vitest"
import { errorMessage } from "../../backend/src/admin/lib/errors"
import { formatDateTime, fullName } from "../../backend/src/admin/lib/format"

describe("errorMessage (what a refused action shows staff)", () => {
  it("shows the backend's own message from a medusa-js (axios) error", () => {
    const refused = Object.assign(new Error("Request failed with status code 409"), {
      response: { status: 409, data: { type: "conflict", message: "A lab order cannot move from canceled to kit_sent" } },
    })
    expect(errorMessage(refused)).toBe("A lab order cannot move from canceled to kit_sent")
  })

  it("names the status when the backend sent no message", () => {
    expect(errorMessage({ response: { status: 502, data: "<html>" } })).toBe("The server answered 502.")
  })

  it("falls back to the error's text, then to a generic sentence", () => {
    expect(errorMessage(new Error("Network Error"))).toBe("Network Error")
    expect(errorMessage(undefined)).toBe("Something went wrong. Please try again.")
  })
})

describe("table formatting", () => {
  it("joins names and falls back when none was given", () => {
    expect(fullName("Ada", "Lovelace")).toBe("Ada Lovelace")
    expect(fullName(null, undefined, "ada@example.test")).toBe("ada@example.test")
  })

  it("shows a dash for a missing or invalid date", () => {
    expect(formatDateTime(null)).toBe("—")
    expect(formatDateTime("not a date")).toBe("—")
    expect(formatDateTime("2026-01-02T03:04:05Z")).not.toBe("—")
  })
})
