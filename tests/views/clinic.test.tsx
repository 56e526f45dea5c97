import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import type { ClinicRole } from "../../src/session/session-context"
import type { ClinicData, InviteData } from "../../src/models/clinic-model"
import { ClinicView, type ClinicViewProps } from "../../src/features/clinic/clinic-view"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

const clinic: ClinicData = {
  id: "clinic_1",
  name: "North Clinic",
  type: "Epilepsy Clinic",
  status: "approved",
  billing_email: "billing@north.example",
  billing_address: { address_1: "1 Clinic Road", city: "Aarhus", postal_code: "8000", country_code: "dk" },
  members: [
    { id: "cmem_owner", customer_id: "cus_owner", email: "owner@example.com", first_name: "Olivia", last_name: "Owner", role: "owner" },
    { id: "cmem_admin", customer_id: "cus_admin", email: "admin@example.com", first_name: "Adam", last_name: "Admin", role: "admin" },
    { id: "cmem_member", customer_id: "cus_member", email: "member@example.com", first_name: "Mia", last_name: "Member", role: "member" },
  ],
}
const invites: InviteData[] = [
  { id: "inv_1", to: "new@example.com", status: "awaiting", clinic_id: "clinic_1", clinic_name: "North Clinic", created_at: "2026-11-20T10:00:00Z" },
  { id: "inv_2", to: "old@example.com", status: "approved", clinic_id: "clinic_1", clinic_name: "North Clinic", created_at: "2026-11-19T10:00:00Z" },
]

function renderClinic(role: ClinicRole | null, me: string, overrides: Partial<ClinicViewProps> = {}) {
  const ok = () => vi.fn().mockResolvedValue(undefined)
  const props: ClinicViewProps = {
    status: "ready",
    clinic,
    myRole: role,
    myCustomerId: me,
    myEmail: `${me}@example.com`,
    invites,
    onUpdateProfile: ok(),
    servedCountries: ["dk", "us"],
    onPromote: ok(),
    onDemote: ok(),
    onRemove: ok(),
    onTransfer: ok(),
    onInvite: ok(),
    onRevokeInvite: ok(),
    onRespondInvite: ok(),
    ...overrides,
  }
  return { ...renderView(<ClinicView {...props} />), props }
}

const row = (name: RegExp) => screen.getByRole("row", { name })

describe("clinic", { timeout: 30_000 }, () => {
  it("shows the profile, members with roles and the owner's actions", async () => {
    const { container } = renderClinic("owner", "cus_owner")
    expect(screen.getByRole("heading", { level: 1, name: "North Clinic" })).toBeInTheDocument()
    expect(screen.getByText("billing@north.example")).toBeInTheDocument()
    expect(within(row(/Olivia Owner/)).getByText("Owner")).toBeInTheDocument()
    expect(within(row(/Olivia Owner/)).queryAllByRole("button")).toHaveLength(0)
    expect(within(row(/Adam Admin/)).getByRole("button", { name: "Make member: Adam Admin" })).toBeInTheDocument()
    expect(within(row(/Mia Member/)).getByRole("button", { name: "Promote to admin: Mia Member" })).toBeInTheDocument()
    expect(within(row(/Mia Member/)).getByRole("button", { name: "Transfer ownership: Mia Member" })).toBeInTheDocument()
    expect(within(row(/Mia Member/)).getByRole("button", { name: "Remove: Mia Member" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Edit profile" })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it("promotes at once but asks before removing; cancel keeps the member", async () => {
    const user = userEvent.setup()
    const { props } = renderClinic("owner", "cus_owner")
    await user.click(screen.getByRole("button", { name: "Promote to admin: Mia Member" }))
    expect(props.onPromote).toHaveBeenCalledWith("cmem_member")
    await user.click(screen.getByRole("button", { name: "Remove: Mia Member" }))
    const dialog = screen.getByRole("alertdialog")
    expect(dialog).toHaveTextContent("Remove Mia Member from the clinic?")
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument()
    expect(props.onRemove).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: "Remove: Mia Member" }))
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }))
    expect(props.onRemove).toHaveBeenCalledWith("cmem_member")
  })

  it("keeps the focus on the same member after Promote re-sorts the rows (their Demote button, now first in their row)", async () => {
    const user = userEvent.setup()
    const promoted: ClinicData = {
      ...clinic,
      // The list read again after the action: the new admin sorts before the older one.
      members: [clinic.members[0], { ...clinic.members[2], role: "admin" }, clinic.members[1]],
    }
    let finish: () => void = () => undefined
    const onPromote = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { props, rerender } = renderClinic("owner", "cus_owner", { onPromote })
    await user.click(screen.getByRole("button", { name: "Promote to admin: Mia Member" }))
    rerender(<ClinicView {...props} clinic={promoted} />)
    finish()
    await waitFor(() => expect(screen.getByRole("button", { name: "Make member: Mia Member" })).toHaveFocus())
  })

  it("keeps every Actions cell a table cell of its row (the buttons wrap inside it)", () => {
    renderClinic("owner", "cus_owner")
    for (const member of [/Adam Admin/, /Mia Member/]) {
      const cells = within(row(member)).getAllByRole("cell")
      const actions = cells.at(-1)!
      expect(actions.tagName).toBe("TD")
      expect(actions.className).not.toContain("row-actions")
      expect(within(actions).getAllByRole("button").length).toBeGreaterThan(0)
    }
  })

  it("welcomes a customer who just joined by accepting an invite", () => {
    renderClinic("member", "cus_member", { joined: "North Clinic" })
    expect(screen.getByText("Welcome to North Clinic. You can now order for the clinic.")).toHaveAttribute("role", "status")
  })

  it("confirms a transfer of ownership", async () => {
    const user = userEvent.setup()
    const { props } = renderClinic("owner", "cus_owner")
    await user.click(screen.getByRole("button", { name: "Transfer ownership: Adam Admin" }))
    expect(screen.getByRole("alertdialog")).toHaveTextContent("Make Adam Admin the owner? You will become an admin.")
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Transfer ownership" }))
    expect(props.onTransfer).toHaveBeenCalledWith("cmem_admin")
  })

  it("lets an admin remove plain members only, and a member only leave", () => {
    renderClinic("admin", "cus_admin")
    expect(within(row(/Mia Member/)).getByRole("button", { name: "Remove: Mia Member" })).toBeInTheDocument()
    expect(within(row(/Mia Member/)).queryByRole("button", { name: /Promote/ })).not.toBeInTheDocument()
    expect(within(row(/Adam Admin/)).getByRole("button", { name: "Leave clinic" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Invites sent" })).toBeInTheDocument()
  })

  it("shows a plain member no management", () => {
    renderClinic("member", "cus_member")
    expect(screen.queryByRole("button", { name: "Edit profile" })).not.toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Invites sent" })).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: /Remove:|Promote|Transfer/ })).not.toBeInTheDocument()
    expect(within(row(/Mia Member/)).getByRole("button", { name: "Leave clinic" })).toBeInTheDocument()
  })

  it("edits the profile", async () => {
    const user = userEvent.setup()
    const { props } = renderClinic("owner", "cus_owner")
    await user.click(screen.getByRole("button", { name: "Edit profile" }))
    const name = screen.getByLabelText("Clinic name")
    await user.clear(name)
    await user.type(name, "North Epilepsy Clinic")
    await user.click(screen.getByRole("button", { name: "Save" }))
    expect(props.onUpdateProfile).toHaveBeenCalledWith(expect.objectContaining({ name: "North Epilepsy Clinic", billing_email: "billing@north.example" }))
    expect(await screen.findByText("Saved")).toBeInTheDocument()
  })

  it("lists invites sent with awaiting ones revocable after confirmation, and invites by email", async () => {
    const user = userEvent.setup()
    const { props } = renderClinic("owner", "cus_owner")
    expect(within(row(/new@example.com/)).getByText("Awaiting")).toBeInTheDocument()
    expect(within(row(/old@example.com/)).queryByRole("button")).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Revoke the invite to new@example.com" }))
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Revoke" }))
    expect(props.onRevokeInvite).toHaveBeenCalledWith("inv_1")

    await user.type(screen.getByLabelText("Email address"), "nope")
    await user.click(screen.getByRole("button", { name: "Send invite" }))
    await waitFor(() => expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription("Email address: enter a valid email address."))
    expect(screen.getByRole("alert")).toHaveTextContent("Email address: enter a valid email address.")
    await user.clear(screen.getByLabelText("Email address"))
    await user.type(screen.getByLabelText("Email address"), "colleague@example.com")
    await user.click(screen.getByRole("button", { name: "Send invite" }))
    await waitFor(() => expect(props.onInvite).toHaveBeenCalledWith("colleague@example.com"))
    expect(await screen.findByText("Invite sent to colleague@example.com.")).toBeInTheDocument()
  })

  it("shows a friendly message when an invite conflicts", async () => {
    const user = userEvent.setup()
    renderClinic("owner", "cus_owner", { onInvite: vi.fn().mockRejectedValue({ status: 409, message: "unique constraint invite_to" }) })
    await user.type(screen.getByLabelText("Email address"), "member@example.com")
    await user.click(screen.getByRole("button", { name: "Send invite" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("conflicts with the current state")
  })

  it("lets someone without a clinic accept or decline invites received", async () => {
    const user = userEvent.setup()
    const received: InviteData[] = [{ id: "inv_9", to: "cus_new@example.com", status: "awaiting", clinic_id: "clinic_2", clinic_name: "South Clinic", created_at: "2026-11-20T10:00:00Z" }]
    const { props, container } = renderClinic(null, "cus_new", { clinic: null, invites: received })
    expect(screen.getByText("You are not a member of a clinic.")).toBeInTheDocument()
    expect(screen.getByText("South Clinic invites you to join.")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Accept the invite from South Clinic" }))
    expect(props.onRespondInvite).toHaveBeenCalledWith("inv_9", "approved")
    await user.click(screen.getByRole("button", { name: "Decline the invite from South Clinic" }))
    expect(props.onRespondInvite).toHaveBeenLastCalledWith("inv_9", "rejected")
    await expectNoAxeViolations(container)
  })

  it("has loading and error states", () => {
    const { props, rerender } = renderClinic("owner", "cus_owner", { status: "loading" })
    expect(screen.getByRole("status")).toHaveTextContent("Loading…")
    rerender(<ClinicView {...props} status="error" error={{ status: 403 }} />)
    expect(screen.getByRole("alert")).toHaveTextContent("You are not allowed to do that.")
  })
})
