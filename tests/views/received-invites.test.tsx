import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { ReceivedInvites } from "../../src/ui/received-invites"
import { renderView } from "../support/render-view"

const invite = { id: "inv_1", to: "ivy@example.com", status: "awaiting" as const, clinic_id: "clinic_2", clinic_name: "South Clinic", created_at: "2026-01-01T00:00:00Z" }

describe("received invites", () => {
  it("offers Accept and Decline to someone in no clinic", () => {
    renderView(<ReceivedInvites invites={[invite]} inClinic={false} onRespond={vi.fn()} />)
    expect(screen.getByRole("button", { name: "Accept the invite from South Clinic" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Decline the invite from South Clinic" })).toBeInTheDocument()
  })

  it("tells someone already in a clinic why they cannot accept, and offers only Decline", () => {
    renderView(<ReceivedInvites invites={[invite]} inClinic onRespond={vi.fn()} />)
    expect(screen.queryByRole("button", { name: /^Accept/ })).not.toBeInTheDocument()
    expect(screen.getByText(/You already belong to a clinic, so you cannot accept this invite/)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Decline the invite from South Clinic" })).toBeInTheDocument()
  })

  it("shows the server's reason when an accept is refused (the invite machine keeps it as text)", async () => {
    const onRespond = vi.fn().mockRejectedValue({ message: "You already belong to a clinic" })
    renderView(<ReceivedInvites invites={[invite]} inClinic={false} onRespond={onRespond} />, { language: "da" })
    await userEvent.click(screen.getAllByRole("button")[0])
    expect(onRespond).toHaveBeenCalledWith("inv_1", "approved")
    expect(await screen.findByRole("alert")).toHaveTextContent("Du er allerede medlem af en klinik.")
  })
})
