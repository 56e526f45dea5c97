import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { ApplyView } from "../../src/features/apply/apply-view"
import { expectNoAxeViolations } from "../support/axe"
import { fakeCustomer, fakeSession, renderView } from "../support/render-view"

const notApplied = fakeSession({ customer: fakeCustomer({ clinic: null, clinic_role: null, application_status: null }) })

function renderApply(status: "awaiting" | "rejected" | null = null) {
  const onRegisterClinic = vi.fn().mockResolvedValue(undefined)
  const onApplyIndividual = vi.fn().mockResolvedValue(undefined)
  const view = renderView(<ApplyView status={status} onRegisterClinic={onRegisterClinic} onApplyIndividual={onApplyIndividual} />, { session: notApplied })
  return { ...view, onRegisterClinic, onApplyIndividual }
}

describe("application", () => {
  it("offers the two ways to apply and no cart", async () => {
    const { container } = renderApply()
    expect(screen.getByRole("heading", { level: 1, name: "Apply to order" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Register a clinic" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Apply as an individual" })).toBeInTheDocument()
    expect(screen.queryByText(/cart/i)).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it("registers a clinic with type, billing email and billing address", async () => {
    const user = userEvent.setup()
    const { onRegisterClinic, container } = renderApply()
    await user.click(screen.getByRole("button", { name: "Register a clinic" }))
    await user.click(screen.getByRole("button", { name: "Register clinic" }))
    expect(screen.getByText("Enter the clinic name.")).toBeInTheDocument()
    expect(screen.getByText("Enter a valid email address.")).toBeInTheDocument()
    expect(onRegisterClinic).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText("Clinic name"), "North Fertility")
    await user.click(screen.getByRole("radio", { name: "Fertility Clinic" }))
    await user.type(screen.getByLabelText("Billing email"), "billing@north.example")
    await user.type(screen.getByLabelText("First name"), "Nina")
    await user.type(screen.getByLabelText("Last name"), "North")
    await user.type(screen.getByLabelText("Address"), "1 Main St")
    await user.type(screen.getByLabelText("Postal code"), "2100")
    await user.type(screen.getByLabelText("City"), "Copenhagen")
    await user.type(screen.getByLabelText("Country code"), "dk")
    await user.click(screen.getByRole("button", { name: "Register clinic" }))
    expect(onRegisterClinic).toHaveBeenCalledWith({
      name: "North Fertility",
      type: "Fertility Clinic",
      billing_email: "billing@north.example",
      billing_address: expect.objectContaining({ first_name: "Nina", address_1: "1 Main St", city: "Copenhagen", postal_code: "2100", country_code: "dk" }),
    })
    await expectNoAxeViolations(container)
  })

  it("applies as an individual, leaving out optional fields not filled", async () => {
    const user = userEvent.setup()
    const { onApplyIndividual } = renderApply()
    await user.click(screen.getByRole("button", { name: "Apply as an individual" }))
    await user.type(screen.getByLabelText("First name"), "Ivan")
    await user.type(screen.getByLabelText("Last name"), "Individual")
    await user.type(screen.getByLabelText(/Why do you want to order/), "Monitoring")
    await user.click(screen.getByRole("button", { name: "Send application" }))
    expect(onApplyIndividual).toHaveBeenCalledWith({ first_name: "Ivan", last_name: "Individual", reason: "Monitoring" })
  })

  it("goes back to the choice", async () => {
    const user = userEvent.setup()
    renderApply()
    await user.click(screen.getByRole("button", { name: "Apply as an individual" }))
    await user.click(screen.getByRole("button", { name: "Back" }))
    expect(screen.getByRole("button", { name: "Register a clinic" })).toBeInTheDocument()
  })

  it("shows a friendly conflict message when already applied", async () => {
    const user = userEvent.setup()
    const { onApplyIndividual } = renderApply()
    onApplyIndividual.mockRejectedValue({ status: 409, message: "duplicate key value violates" })
    await user.click(screen.getByRole("button", { name: "Apply as an individual" }))
    await user.type(screen.getByLabelText("First name"), "Ivan")
    await user.type(screen.getByLabelText("Last name"), "Individual")
    await user.click(screen.getByRole("button", { name: "Send application" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("conflicts with the current state")
    expect(screen.queryByText(/duplicate key/)).not.toBeInTheDocument()
  })

  it("says an application is awaiting approval", async () => {
    const { container } = renderApply("awaiting")
    expect(screen.getByRole("heading", { level: 1, name: "Your application is awaiting approval" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Register a clinic" })).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it("says a rejected application was not approved, with a way to contact the store", async () => {
    const { container } = renderApply("rejected")
    expect(screen.getByRole("heading", { level: 1, name: "Your application was not approved" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Contact the store" })).toHaveAttribute("href", "/contact")
    await expectNoAxeViolations(container)
  })
})
