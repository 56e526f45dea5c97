import { render } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { useIdentity } from "../../src/identity/identity-context"

function Orphan() {
  useIdentity()
  return null
}

describe("useIdentity", () => {
  it("throws outside IdentityProvider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    expect(() => render(<Orphan />)).toThrow("useIdentity must be used within IdentityProvider")
  })
})
