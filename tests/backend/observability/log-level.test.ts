// @vitest-environment node
import { describe, expect, it } from "vitest"
import { logLevel } from "../../../backend/src/observability/log-level"

describe("logLevel", () => {
  it("is info by default, not Medusa's silly", () => {
    expect(logLevel({})).toBe("info")
  })
  it("takes LOG_LEVEL, in winston's or pino's names", () => {
    expect(logLevel({ LOG_LEVEL: "error" })).toBe("error")
    expect(logLevel({ LOG_LEVEL: "silly" })).toBe("trace")
    expect(logLevel({ LOG_LEVEL: "verbose" })).toBe("debug")
  })
  it("refuses a level it does not know", () => {
    expect(() => logLevel({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL=loud/)
  })
})
