import { describe, expect, it } from "vitest"
import { ApiError } from "../../src/api/errors"
import { uiEn } from "../../src/i18n/ui.en"
import { errorKind, friendlyError } from "../../src/ui/friendly-error"

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
    expect(friendlyError(uiEn, new ApiError("api", "SQL syntax error near SELECT", { status: 500 }))).toBe(uiEn.errors.unknown)
  })
})
