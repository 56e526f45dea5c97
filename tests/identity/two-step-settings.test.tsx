import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { LocaleProvider } from "../../src/i18n/locale-context"
import { createLocalIdentity, type IdpUser } from "../../src/identity/local/local-identity"
import { TwoStepSettings } from "../../src/identity/local/two-step-settings"

// Shared, busy machine: generous time (no timing asserted).
vi.setConfig({ testTimeout: 30_000 })

const USER: IdpUser = { id: "idpu_1", email: "ada@example.com", two_factor_enabled: false, totp_enabled: false, sms_phone: null }
const QR = "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="

function renderSettings(locale: "en" | "da" = "en") {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname
    const body = init.body ? (JSON.parse(String(init.body)) as { code?: string }) : {}
    if (path === "/idp/two-factor/totp" && !body.code) return new Response(JSON.stringify({ secret: "JBSWY3DPEHPK3PXP", otpauth_url: "otpauth://totp/x", qr_code: QR }))
    if (path === "/idp/two-factor/totp") {
      return new Response(JSON.stringify({ user: { ...USER, two_factor_enabled: true, totp_enabled: true }, backup_codes: ["abcde-12345", "fghij-67890"] }))
    }
    return new Response(JSON.stringify({ user: null }))
  })
  const identity = createLocalIdentity({ backendUrl: "http://backend.test", fetch: fetch as unknown as typeof globalThis.fetch })
  const onChange = vi.fn()
  // The settings show the user their parent holds, which takes every answer they hand to onChange.
  function Holder() {
    const [user, setUser] = useState(USER)
    return (
      <TwoStepSettings
        user={user}
        identity={identity}
        onChange={(next) => {
          onChange(next)
          setUser(next)
        }}
      />
    )
  }
  render(
    <LocaleProvider locale={locale}>
      <Holder />
    </LocaleProvider>
  )
  return { onChange }
}

describe("two-step settings", () => {
  it("shows the authenticator app's QR code beside the text key, and hides backup codes once they are saved", async () => {
    const { onChange } = renderSettings()
    await userEvent.click(screen.getByRole("button", { name: "Set up an authenticator app" }))
    const qr = await screen.findByRole("img", { name: "QR code for your authenticator app" })
    expect(qr).toHaveAttribute("src", QR)
    expect(screen.getByText("Add this key to your authenticator app: JBSWY3DPEHPK3PXP")).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText("Verification code"), "123456")
    await userEvent.click(screen.getByRole("button", { name: "Verify" }))
    expect(await screen.findByText("abcde-12345")).toBeInTheDocument()
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ totp_enabled: true }))
    expect(screen.queryByRole("img")).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole("button", { name: "I have saved these codes" }))
    expect(screen.queryByText("abcde-12345")).not.toBeInTheDocument()
  })

  it("names the QR code in Danish", async () => {
    renderSettings("da")
    await userEvent.click(screen.getByRole("button", { name: "Opsæt en godkendelsesapp" }))
    expect(await screen.findByRole("img", { name: "QR-kode til din godkendelsesapp" })).toBeInTheDocument()
  })
})
