import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { ApplyView } from "../../src/features/apply/apply-view"
import { applicationSummaryOf } from "../../src/features/apply/awaiting-summary"
import { expectNoAxeViolations } from "../support/axe"
import { fakeCustomer, fakeSession, renderView } from "../support/render-view"

const notApplied = fakeSession({ customer: fakeCustomer({ clinic: null, clinic_role: null, application_status: null }) })

/** The countries the regions list (the store serves). */
const SERVED = ["de", "dk", "jp", "us"]

/** Fills the address fieldset (country from the select of served countries). */
async function fillAddress(user: ReturnType<typeof userEvent.setup>, country = "dk") {
  await user.type(screen.getByLabelText("First name"), "Nina")
  await user.type(screen.getByLabelText("Last name"), "North")
  await user.type(screen.getByLabelText("Address"), "1 Main St")
  await user.type(screen.getByLabelText("Postal code"), "2100")
  await user.type(screen.getByLabelText("City"), "Copenhagen")
  await user.selectOptions(screen.getByLabelText("Country"), country)
}

function renderApply(status: "awaiting" | "rejected" | null = null) {
  const onRegisterClinic = vi.fn().mockResolvedValue(undefined)
  const onApplyIndividual = vi.fn().mockResolvedValue(undefined)
  const view = renderView(<ApplyView status={status} servedCountries={SERVED} onRegisterClinic={onRegisterClinic} onApplyIndividual={onApplyIndividual} />, {
    session: notApplied,
  })
  return { ...view, onRegisterClinic, onApplyIndividual }
}

describe("application", { timeout: 30_000 }, () => {
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
    // The contract's createClinicBody, as the server reads it: the rule of each field, named by its label.
    expect(await screen.findByText("Name: this is required.")).toBeInTheDocument()
    expect(screen.getByText("Billing email: this is required.")).toBeInTheDocument()
    expect(screen.getByText("Address: this is required.")).toBeInTheDocument()
    expect(screen.getByLabelText("Clinic name")).toHaveAttribute("aria-invalid", "true")
    expect(onRegisterClinic).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText("Clinic name"), "North Fertility")
    await user.click(screen.getByRole("radio", { name: "Fertility Clinic" }))
    await user.type(screen.getByLabelText("Billing email"), "billing@north.example")
    await fillAddress(user)
    await user.click(screen.getByRole("button", { name: "Register clinic" }))
    await waitFor(() => expect(onRegisterClinic).toHaveBeenCalledOnce())
    expect(onRegisterClinic).toHaveBeenCalledWith({
      name: "North Fertility",
      type: "Fertility Clinic",
      billing_email: "billing@north.example",
      billing_address: expect.objectContaining({ first_name: "Nina", address_1: "1 Main St", city: "Copenhagen", postal_code: "2100", country_code: "dk" }),
    })
    await expectNoAxeViolations(container)
  })

  it("applies as an individual with a billing address, leaving out optional fields not filled", async () => {
    const user = userEvent.setup()
    const { onApplyIndividual, container } = renderApply()
    await user.click(screen.getByRole("button", { name: "Apply as an individual" }))
    await user.type(screen.getByLabelText("First name"), "Ivan")
    await user.type(screen.getByLabelText("Last name"), "Individual")
    await user.type(screen.getByLabelText(/Why do you want to order/), "Monitoring")
    await user.click(screen.getByRole("button", { name: "Send application" }))
    expect(onApplyIndividual).not.toHaveBeenCalled()
    expect(await screen.findByText("Address: this is required.")).toBeInTheDocument()
    const address = screen.getByRole("group", { name: "Billing address" })
    await user.type(within(address).getByLabelText("Address"), "Nørregade 1")
    await user.type(within(address).getByLabelText("Postal code"), "1165")
    await user.type(within(address).getByLabelText("City"), "København")
    await user.selectOptions(within(address).getByLabelText("Country"), "Denmark")
    await user.click(screen.getByRole("button", { name: "Send application" }))
    await waitFor(() => expect(onApplyIndividual).toHaveBeenCalledOnce())
    expect(onApplyIndividual).toHaveBeenCalledWith({
      first_name: "Ivan",
      last_name: "Individual",
      reason: "Monitoring",
      billing_address: expect.objectContaining({ first_name: "Ivan", last_name: "Individual", address_1: "Nørregade 1", city: "København", postal_code: "1165", country_code: "dk" }),
    })
    await expectNoAxeViolations(container)
  })

  it("offers only the served countries, named in the page's language", async () => {
    const user = userEvent.setup()
    renderView(<ApplyView status={null} servedCountries={SERVED} onRegisterClinic={vi.fn()} onApplyIndividual={vi.fn()} />, { session: notApplied, language: "es" })
    await user.click(screen.getByRole("button", { name: /clínica/i }))
    const options = within(screen.getByRole("combobox")).getAllByRole("option").map((option) => option.textContent)
    expect(options.slice(1)).toEqual(["Alemania", "Dinamarca", "Estados Unidos", "Japón"])
  })

  it("shows the server's refusal of an unserved country by the country field, in the page's language", async () => {
    const user = userEvent.setup()
    const { onRegisterClinic } = renderApply()
    onRegisterClinic.mockRejectedValue({ status: 400, type: "invalid_data", message: "clinic.billing_address.country_code: the store does not serve DK; it serves JP, US" })
    await user.click(screen.getByRole("button", { name: "Register a clinic" }))
    await user.type(screen.getByLabelText("Clinic name"), "North Fertility")
    await user.type(screen.getByLabelText("Billing email"), "billing@north.example")
    await fillAddress(user)
    await user.click(screen.getByRole("button", { name: "Register clinic" }))
    const country = screen.getByLabelText("Country")
    await waitFor(() => expect(country).toHaveAccessibleDescription("We do not deliver to Denmark yet. Choose Japan or United States."))
    expect(country).toHaveAttribute("aria-invalid", "true")
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
    const address = screen.getByRole("group", { name: "Billing address" })
    await user.type(within(address).getByLabelText("Address"), "1 Main St")
    await user.type(within(address).getByLabelText("Postal code"), "02110")
    await user.type(within(address).getByLabelText("City"), "Boston")
    await user.selectOptions(within(address).getByLabelText("Country"), "us")
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

  it("recalls what a clinic applied with (type, name, date) and says what happens next", async () => {
    const summary = applicationSummaryOf({
      id: "cus_1",
      email: "olivia@north.example",
      clinic: { id: "clinic_1", name: "North Clinic", type: "Fertility Clinic", status: "awaiting", created_at: "2026-11-20T10:00:00.000Z" },
      application_submitted_at: "2026-11-20T10:00:00.000Z",
    })
    const { container } = renderView(<ApplyView status="awaiting" servedCountries={SERVED} onRegisterClinic={vi.fn()} onApplyIndividual={vi.fn()} summary={summary} />, { session: notApplied })
    const applied = within(screen.getByRole("region", { name: "What you applied with" }))
    expect(applied.getByText("Account type").nextSibling).toHaveTextContent("Clinic")
    expect(applied.getByText("Clinic name").nextSibling).toHaveTextContent("North Clinic")
    expect(applied.getByText("Clinic type").nextSibling).toHaveTextContent("Fertility Clinic")
    expect(applied.getByText("Submitted").nextSibling).toHaveTextContent("Nov 20, 2026")
    const next = within(screen.getByRole("region", { name: "What happens next" }))
    expect(next.getByText("We email our decision to olivia@north.example.")).toBeInTheDocument()
    expect(next.getByText(/order for North Clinic and invite your colleagues/)).toBeInTheDocument()
    expect(next.getByRole("link", { name: "Contact the store" })).toHaveAttribute("href", "/contact")
    await expectNoAxeViolations(container)
  })

  it("recalls an individual application in Danish, without a date until the store has answered it", () => {
    const summary = applicationSummaryOf({ id: "cus_2", email: "ida@example.dk", clinic: null, metadata: { application: "awaiting" } })
    renderView(<ApplyView status="awaiting" servedCountries={SERVED} onRegisterClinic={vi.fn()} onApplyIndividual={vi.fn()} summary={summary} />, { session: notApplied, language: "da" })
    const applied = within(screen.getByRole("region", { name: "Det har du ansøgt med" }))
    expect(applied.getByText("Kontotype").nextSibling).toHaveTextContent("Privatperson")
    expect(applied.queryByText("Sendt")).not.toBeInTheDocument()
    expect(applied.queryByText("Klinikkens navn")).not.toBeInTheDocument()
    expect(screen.getByRole("region", { name: "Hvad sker der nu" })).toHaveTextContent("Vi sender vores afgørelse til ida@example.dk.")
  })

  it("says a rejected application was not approved, with a way to contact the store", async () => {
    const { container } = renderApply("rejected")
    expect(screen.getByRole("heading", { level: 1, name: "Your application was not approved" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Contact the store" })).toHaveAttribute("href", "/contact")
    await expectNoAxeViolations(container)
  })
})

describe("joining", () => {
  it("shows the invites received first, before the ways to apply", () => {
    renderView(
      <ApplyView status={null} servedCountries={SERVED} onRegisterClinic={vi.fn()} onApplyIndividual={vi.fn()}>
        <section aria-label="Invites received">
          <p>North Clinic invited you</p>
        </section>
      </ApplyView>
    )
    const invites = screen.getByRole("region", { name: "Invites received" })
    const choice = screen.getByRole("button", { name: "Apply as an individual" })
    expect(invites.compareDocumentPosition(choice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("starts the application with the names typed at sign-up", async () => {
    const user = userEvent.setup()
    renderView(<ApplyView status={null} servedCountries={SERVED} names={{ first_name: "Ida", last_name: "Holm" }} onRegisterClinic={vi.fn()} onApplyIndividual={vi.fn()} />)
    await user.click(screen.getByRole("button", { name: "Apply as an individual" }))
    expect(screen.getByLabelText("First name")).toHaveValue("Ida")
    expect(screen.getByLabelText("Last name")).toHaveValue("Holm")
  })
})
