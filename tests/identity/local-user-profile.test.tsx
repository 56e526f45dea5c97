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
  render(
    <IdentityProvider identity={identity}>
      <LocalUserProfile />
    </IdentityProvider>
  )
  return { calls, identity }
}

describe("LocalUserProfile", () => {
  it("says it is loading the profile (a status, not a bare ellipsis)", async () => {
    renderProfile()
    expect(screen.getByRole("status")).toHaveTextContent("Loading your profile…")
    expect(await screen.findByRole("heading", { name: "Your profile" })).toBeInTheDocument()
  })

  it("has no account deletion of its own (the account page's one section deletes store account and identity)", async () => {
    renderProfile()
    expect(await screen.findByRole("heading", { name: "Your profile" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: /delete/i })).not.toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: /delete/i })).not.toBeInTheDocument()
  })

  it("deletes the identity through the adapter with the provider's phrase, which signs it out", async () => {
    const { calls, identity } = renderProfile()
    await screen.findByRole("heading", { name: "Your profile" })
    await identity.deleteAccount()
    expect(calls.find((c) => c.method === "DELETE")).toEqual({ method: "DELETE", path: "/idp/me", body: { confirmation: "delete my account" } })
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
