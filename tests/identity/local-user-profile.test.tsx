import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { IdentityProvider } from "../../src/identity/identity-context"
import { createLocalIdentity } from "../../src/identity/local/local-identity"
import { LocalUserProfile } from "../../src/identity/local/local-user-profile"

const USER = { id: "idpu_1", email: "ada@example.com", first_name: "Ada", last_name: null, two_factor_enabled: false, totp_enabled: false, sms_phone: null }

function renderProfile() {
  const calls: { method: string; path: string; body?: unknown }[] = []
  let deleted = false
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname
    calls.push({ method: String(init.method), path, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (path === "/idp/me" && init.method === "DELETE") {
      deleted = true
      return new Response(JSON.stringify({ id: USER.id, deleted: true }))
    }
    if (path === "/idp/me") return new Response(JSON.stringify({ user: deleted ? null : USER }))
    return new Response(JSON.stringify({ type: "unauthorized", message: "Sign in" }), { status: 401 })
  })
  const identity = createLocalIdentity({ backendUrl: "http://backend.test", fetch: fetch as unknown as typeof globalThis.fetch })
  const onDeleted = vi.fn()
  render(
    <IdentityProvider identity={identity}>
      <LocalUserProfile onDeleted={onDeleted} />
    </IdentityProvider>
  )
  return { calls, onDeleted, identity }
}

describe("LocalUserProfile", () => {
  it("deletes the account only once the exact phrase is typed", async () => {
    const { calls, onDeleted, identity } = renderProfile()
    const button = await screen.findByRole("button", { name: "Delete my account" })
    await userEvent.type(screen.getByLabelText("Confirmation"), "Delete My Account")
    expect(button).toBeDisabled()
    await userEvent.clear(screen.getByLabelText("Confirmation"))
    await userEvent.type(screen.getByLabelText("Confirmation"), "delete my account")
    await userEvent.click(button)
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled())
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ confirmation: "delete my account" })
    expect(identity.getSnapshot().status).toBe("signed-out")
  })

  it("refuses images that are not JPG, PNG, GIF or WEBP before uploading", async () => {
    const { calls } = renderProfile()
    const input = await screen.findByLabelText("Upload image")
    await userEvent.upload(input, new File(["<svg></svg>"], "x.png", { type: "image/png" }))
    expect(await screen.findByText("The image must be a JPG, PNG, GIF or WEBP file")).toBeInTheDocument()
    expect(calls.some((c) => c.path === "/idp/me/image")).toBe(false)
  })

  it("refuses names over 256 characters", async () => {
    renderProfile()
    const first = await screen.findByLabelText("First name")
    await userEvent.clear(first)
    await userEvent.click(first)
    await userEvent.paste("a".repeat(257))
    await userEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Names can be at most 256 characters long")).toBeInTheDocument()
  })
})
