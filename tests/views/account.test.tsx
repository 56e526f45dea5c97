import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { AccountView, type AccountViewProps } from "../../src/features/account/account-view"
import { MAX_UPLOAD_BYTES, type UploadedFile } from "../../src/features/account/file-model"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

const uploaded: UploadedFile = { id: "file_1", name: "referral.pdf", size: 2048, mime_type: "application/pdf", created_at: "2026-11-20T10:00:00Z" }

function renderAccount(overrides: Partial<AccountViewProps> = {}) {
  const props: AccountViewProps = {
    profile: <p>Profile widget</p>,
    addressBook: null,
    twoFactorEnabled: false,
    files: [],
    onUpload: vi.fn().mockResolvedValue(uploaded),
    onDeleteAccount: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  }
  return { ...renderView(<AccountView {...props} />), props }
}

describe("account", () => {
  it("shows the profile slot, whether two-step verification is on, and the files, each on its page of the area", async () => {
    const { container, props, rerender } = renderAccount()
    const nav = screen.getByRole("navigation", { name: "Account" })
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(["Profile", "Addresses", "Orders", "Files", "Security"])
    expect(screen.getByRole("heading", { level: 1, name: "Profile" })).toBeInTheDocument()
    // Named once: no second "Your profile" heading, no two-step status beside the profile.
    expect(screen.getAllByRole("heading", { name: /profile/i })).toHaveLength(1)
    expect(screen.getByText("Profile widget")).toBeInTheDocument()
    expect(screen.queryByText(/Two-step verification is/)).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
    rerender(<AccountView {...props} section="security" />)
    expect(screen.getByRole("heading", { level: 1, name: "Security" })).toBeInTheDocument()
    expect(screen.getAllByText(/Two-step verification is off/)).toHaveLength(1)
    rerender(<AccountView {...props} section="files" />)
    expect(screen.getByText("No files uploaded yet.")).toBeInTheDocument()
    await expectNoAxeViolations(container)
    rerender(<AccountView {...props} section="security" twoFactorEnabled files={[uploaded]} />)
    expect(screen.getByText("Two-step verification is on.")).toBeInTheDocument()
    rerender(<AccountView {...props} section="files" twoFactorEnabled files={[uploaded]} />)
    expect(screen.getByRole("row", { name: /referral.pdf 2.0 KB/ })).toBeInTheDocument()
  })

  it("uploads a file showing its progress", async () => {
    const user = userEvent.setup()
    let report: (fraction: number) => void = () => undefined
    let finish: (file: UploadedFile) => void = () => undefined
    const onUpload = vi.fn((_file: File, onProgress: (fraction: number) => void) => {
      report = onProgress
      return new Promise<UploadedFile>((resolve) => (finish = resolve))
    })
    renderAccount({ onUpload, section: "files" })
    await user.upload(screen.getByLabelText("File to upload"), new File(["%PDF"], "referral.pdf", { type: "application/pdf" }))
    await user.click(screen.getByRole("button", { name: "Upload" }))
    expect(onUpload.mock.calls[0][0].name).toBe("referral.pdf")
    report(0.4)
    expect(await screen.findByText("Uploading… 40%")).toBeInTheDocument()
    expect(screen.getByLabelText("Upload progress")).toHaveAttribute("value", "40")
    finish(uploaded)
    expect(await screen.findByText("referral.pdf uploaded.")).toBeInTheDocument()
  })

  it("refuses a file over 10 MB without uploading", async () => {
    const user = userEvent.setup()
    const { props } = renderAccount({ section: "files" })
    const big = new File(["x"], "scan.tif")
    Object.defineProperty(big, "size", { value: MAX_UPLOAD_BYTES + 1 })
    await user.upload(screen.getByLabelText("File to upload"), big)
    await user.click(screen.getByRole("button", { name: "Upload" }))
    expect(screen.getByRole("alert")).toHaveTextContent("The file is too large (at most 10 MB).")
    expect(props.onUpload).not.toHaveBeenCalled()
  })

  it("deletes the account only once the confirmation phrase is typed", async () => {
    const user = userEvent.setup()
    const { props } = renderAccount({ section: "security" })
    const button = screen.getByRole("button", { name: "Delete account" })
    expect(button).toBeDisabled()
    await user.type(screen.getByLabelText('Type "delete my account" to confirm'), "delete my acount")
    expect(button).toBeDisabled()
    await user.clear(screen.getByLabelText('Type "delete my account" to confirm'))
    await user.type(screen.getByLabelText('Type "delete my account" to confirm'), "delete my account")
    await user.click(button)
    expect(props.onDeleteAccount).toHaveBeenCalledOnce()
  })

  it("tells a clinic owner to transfer ownership first", async () => {
    const user = userEvent.setup()
    renderAccount({ section: "security", onDeleteAccount: vi.fn().mockRejectedValue({ status: 409, type: "conflict", message: "owner has members" }) })
    await user.type(screen.getByLabelText('Type "delete my account" to confirm'), "delete my account")
    await user.click(screen.getByRole("button", { name: "Delete account" }))
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Transfer ownership of your clinic"))
  })

  it("asks for the Danish phrase in Danish", () => {
    renderView(<AccountView section="security" profile={null} addressBook={null} twoFactorEnabled={false} files={[]} onUpload={vi.fn()} onDeleteAccount={vi.fn()} />, { language: "da" })
    expect(screen.getByLabelText('Skriv "slet min konto" for at bekræfte')).toBeInTheDocument()
  })
})
