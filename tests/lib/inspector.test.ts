import { describe, expect, it } from "vitest"
import { inspect, inspectorRequested } from "../../src/lib/inspector"

describe("inspector switch", () => {
  it("is on with ?inspect or VITE_INSPECT=true only", () => {
    expect(inspectorRequested("?inspect", undefined)).toBe(true)
    expect(inspectorRequested("?a=1&inspect=1", "false")).toBe(true)
    expect(inspectorRequested("", "true")).toBe(true)
    expect(inspectorRequested("", "false")).toBe(false)
    expect(inspectorRequested("?inspection", undefined)).toBe(false)
  })

  it("forwards nothing until started", () => {
    expect(() => inspect({ type: "@xstate.event" } as never)).not.toThrow()
  })
})
