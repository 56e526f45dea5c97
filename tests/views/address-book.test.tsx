import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { ApiError } from "../../src/api/errors"
import { AddressBookSection } from "../../src/features/account/address-book-section"
import { ApiProvider } from "../../src/api/api-provider"
import type { Locale } from "../../src/lib/locale"
import { approvedOwner, createFakeApi } from "../support/fake-api"
import { renderView } from "../support/render-view"
import { expectNoAxeViolations } from "../support/axe"

function renderBook(language: Locale = "en") {
  const api = createFakeApi({ ...approvedOwner, shipping_addresses: [] })
  const user = userEvent.setup()
  renderView(
    <ApiProvider api={api}>
      <AddressBookSection />
    </ApiProvider>,
    { language }
  )
  return { api, user }
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>, values: { first?: string; last?: string; street: string }) {
  if (values.first) await user.type(screen.getByLabelText("First name"), values.first)
  if (values.last) await user.type(screen.getByLabelText("Last name"), values.last)
  await user.type(screen.getByLabelText("Address"), values.street)
  await user.type(screen.getByLabelText("Postal code"), "8000")
  await user.type(screen.getByLabelText("City"), "Aarhus")
  await user.selectOptions(screen.getByLabelText("Country"), "dk")
}

describe("the address book on /account", { timeout: 30_000 }, () => {
  it("adds an address in a served country, lists it, edits it and deletes it after a confirmation", async () => {
    const { api, user } = renderBook()
    expect(await screen.findByText("No saved addresses yet.")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Add an address" }))
    await fillAddress(user, { first: "Ida", last: "Holm", street: "Nørregade 1" })
    await user.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Ida Holm, Nørregade 1, 8000 Aarhus, Denmark")).toBeInTheDocument()
    expect(api.customers.addAddress).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: "Ida", last_name: "Holm", address_1: "Nørregade 1", country_code: "dk", company: null, address_2: null })
    )
    expect(screen.getByText("Address saved.")).toHaveAttribute("role", "status")

    await user.click(screen.getByRole("button", { name: "Edit Ida Holm, Nørregade 1, 8000 Aarhus, Denmark" }))
    const street = screen.getByLabelText("Address")
    expect(street).toHaveValue("Nørregade 1")
    await user.clear(street)
    await user.type(street, "Vestergade 2")
    await user.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Ida Holm, Vestergade 2, 8000 Aarhus, Denmark")).toBeInTheDocument()
    expect(api.customers.updateAddress).toHaveBeenCalledWith("addr_1", expect.objectContaining({ address_1: "Vestergade 2" }))

    await user.click(screen.getByRole("button", { name: "Delete Ida Holm, Vestergade 2, 8000 Aarhus, Denmark" }))
    const dialog = screen.getByRole("alertdialog")
    expect(dialog).toHaveTextContent("Delete the address Ida Holm, Vestergade 2, 8000 Aarhus, Denmark?")
    await user.click(within(dialog).getByRole("button", { name: "Delete" }))
    expect(await screen.findByText("No saved addresses yet.")).toBeInTheDocument()
    expect(api.customers.deleteAddress).toHaveBeenCalledWith("addr_1")
  })

  it("refuses in the browser what the server refuses: no recipient name, nothing sent, the first field focused", async () => {
    const { api, user } = renderBook()
    await user.click(await screen.findByRole("button", { name: "Add an address" }))
    await fillAddress(user, { street: "Nørregade 1" })
    await user.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("First name: this is required.")).toBeInTheDocument()
    expect(screen.getByText("Last name: this is required.")).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveFocus())
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true")
    expect(api.customers.addAddress).not.toHaveBeenCalled()
  })

  it("shows the server's refusal of an unserved country by the country field, in the page's language", async () => {
    const { api, user } = renderBook("da")
    vi.mocked(api.customers.addAddress).mockRejectedValueOnce(
      new ApiError("invalid_request", "address.country_code: the store does not serve DK; it serves DE, JP, US", { status: 400, type: "invalid_data" })
    )
    await user.click(await screen.findByRole("button", { name: "Tilføj en adresse" }))
    await user.type(screen.getByLabelText("Fornavn"), "Ida")
    await user.type(screen.getByLabelText("Efternavn"), "Holm")
    await user.type(screen.getByLabelText("Adresse"), "Nørregade 1")
    await user.type(screen.getByLabelText("Postnummer"), "8000")
    await user.type(screen.getByLabelText("By"), "Aarhus")
    await user.selectOptions(screen.getByLabelText("Land"), "dk")
    await user.click(screen.getByRole("button", { name: "Gem" }))
    const country = screen.getByLabelText("Land")
    await waitFor(() => expect(country).toHaveAttribute("aria-invalid", "true"))
    expect(country).toHaveAccessibleDescription(/Vi leverer endnu ikke til Danmark/)
    await waitFor(() => expect(country).toHaveFocus())
    await expectNoAxeViolations(document.body)
  })
})
