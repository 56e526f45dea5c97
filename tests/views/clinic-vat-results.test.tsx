import type { LabResultInboxItem } from "@clinic-store/contract"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import type { ClinicData } from "../../src/models/clinic-model"
import { ClinicView, type ClinicViewProps } from "../../src/features/clinic/clinic-view"
import { ClinicResultsView, type ClinicResultsViewProps } from "../../src/features/clinic/clinic-results-view"
import { LabResultPanel } from "../../src/features/orders/lab-result-panel"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

const clinic: ClinicData = {
  id: "clinic_1",
  name: "North Clinic",
  type: "Epilepsy Clinic",
  status: "approved",
  billing_email: "billing@north.example",
  billing_address: { address_1: "1 Clinic Road", city: "Aarhus", postal_code: "8000", country_code: "dk" },
  vat_number: "DK12345678",
  members: [
    { id: "cmem_owner", customer_id: "cus_owner", email: "owner@example.com", first_name: "Olivia", last_name: "Owner", role: "owner" },
    { id: "cmem_member", customer_id: "cus_member", email: "member@example.com", first_name: "Mia", last_name: "Member", role: "member" },
  ],
}

function renderClinic(role: "owner" | "member", overrides: Partial<ClinicViewProps> = {}) {
  const ok = () => vi.fn().mockResolvedValue(undefined)
  const props: ClinicViewProps = {
    status: "ready",
    clinic,
    myRole: role,
    myCustomerId: `cus_${role}`,
    myEmail: `${role}@example.com`,
    invites: [],
    onUpdateProfile: ok(),
    servedCountries: ["dk", "us"],
    onPromote: ok(),
    onDemote: ok(),
    onRemove: ok(),
    onTransfer: ok(),
    onInvite: ok(),
    onRevokeInvite: ok(),
    onRespondInvite: ok(),
    statementUrl: "https://api.example/store/clinics/clinic_1/statement",
    ...overrides,
  }
  return { ...renderView(<ClinicView {...props} />), props }
}

describe("clinic: VAT or EAN number, results inbox and statement links", { timeout: 30_000 }, () => {
  it("shows the VAT number; the owner sets a new one, is told what a valid one is, and can remove it", async () => {
    const user = userEvent.setup()
    const { props } = renderClinic("owner")
    const facts = screen.getByRole("region", { name: "Clinic profile" })
    expect(within(facts).getByText("VAT or EAN number")).toBeInTheDocument()
    expect(within(facts).getByText("DK12345678")).toBeInTheDocument()

    await user.click(screen.getByRole("button", { name: "Edit profile" }))
    const field = screen.getByLabelText(/VAT or EAN number/)
    expect(field).toHaveValue("DK12345678")
    await user.clear(field)
    await user.type(field, "12345")
    await user.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(screen.getByLabelText(/VAT or EAN number/)).toHaveAccessibleDescription(
        "VAT or EAN number: a VAT number with its country prefix (e.g. DK12345678) or a 13-digit EAN number."
      )
    )
    expect(props.onUpdateProfile).not.toHaveBeenCalled()

    await user.clear(screen.getByLabelText(/VAT or EAN number/))
    await user.type(screen.getByLabelText(/VAT or EAN number/), "5790000123457")
    await user.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(props.onUpdateProfile).toHaveBeenCalledWith(expect.objectContaining({ vat_number: "5790000123457" })))

    await user.click(await screen.findByRole("button", { name: "Edit profile" }))
    await user.clear(screen.getByLabelText(/VAT or EAN number/))
    await user.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(props.onUpdateProfile).toHaveBeenLastCalledWith(expect.objectContaining({ vat_number: null })))
  })

  it("links every member to the results inbox; only owners and admins to the statement", async () => {
    const { container } = renderClinic("owner")
    expect(screen.getByRole("link", { name: "Results inbox" })).toHaveAttribute("href", "/clinic/results")
    expect(screen.getByRole("link", { name: "Statement of open invoices (PDF)" })).toHaveAttribute("href", "https://api.example/store/clinics/clinic_1/statement")
    await expectNoAxeViolations(container)
  })

  it("shows a member the inbox link but not the statement, and says when no VAT number is given", () => {
    renderClinic("member", { clinic: { ...clinic, vat_number: null } })
    expect(screen.getByRole("link", { name: "Results inbox" })).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: /Statement/ })).not.toBeInTheDocument()
    expect(screen.getByText("None given")).toBeInTheDocument()
  })
})

const item = (overrides: Partial<LabResultInboxItem>): LabResultInboxItem => ({
  id: "labres_1",
  lab_order_id: "labord_1",
  order_id: "order_1",
  order_display_id: 1042,
  test_name: "Epilepsy gene panel",
  variant_title: "Standard (21 days)",
  sample_id: "ABCD-EFGH-JKMN",
  patient_reference: "EPI-2026/0042",
  created_at: "2026-12-01T09:30:00.000Z",
  read: false,
  ...overrides,
})

/** The inbox as src/app composes it: each result opened by the orders' result panel through `onOpen`. */
function renderInbox(overrides: Partial<ClinicResultsViewProps> = {}) {
  const onOpen = vi.fn().mockResolvedValue({ name: "result.txt", mimeType: "text/plain", content: btoa("GENE PANEL: NO VARIANT FOUND") })
  const props: ClinicResultsViewProps = {
    status: "ready",
    page: {
      lab_results: [item({}), item({ id: "labres_2", lab_order_id: "labord_2", sample_id: "PQRS-TWXY-Z234", patient_reference: null, test_name: "Fertility panel", variant_title: null, read: true, created_at: "2026-11-20T09:30:00.000Z" })],
      count: 2,
      unread: 1,
      offset: 0,
      limit: 20,
    },
    onPage: vi.fn(),
    resultPanel: (item, title) => <LabResultPanel itemTitle={title} onLoad={() => onOpen(item)} />,
    ...overrides,
  }
  return { ...renderView(<ClinicResultsView {...props} />, { path: "/clinic/results" }), props, onOpen }
}

describe("results inbox", { timeout: 30_000 }, () => {
  it("lists results newest first with test, sample id, patient reference and date; marks unread ones; opens one in place", async () => {
    const user = userEvent.setup()
    const { onOpen, container } = renderInbox()
    expect(screen.getByRole("heading", { level: 1, name: "Results inbox" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("1 result you have not opened yet")
    const items = screen.getAllByRole("listitem")
    expect(items.map((li) => li.getAttribute("aria-label"))).toEqual(["New: Epilepsy gene panel (Standard (21 days))", "Fertility panel"])
    expect(within(items[0]).getByText("ABCD-EFGH-JKMN")).toBeInTheDocument()
    expect(within(items[0]).getByText("EPI-2026/0042")).toBeInTheDocument()
    expect(within(items[0]).getByText("New")).toBeInTheDocument()
    expect(within(items[0]).getByRole("link", { name: "#1042" })).toHaveAttribute("href", "/orders/order_1")
    expect(within(items[1]).getByText("Not given")).toBeInTheDocument()
    expect(within(items[1]).queryByText("New")).not.toBeInTheDocument()
    await expectNoAxeViolations(container)

    await user.click(within(items[0]).getByRole("button", { name: "View result: Epilepsy gene panel (Standard (21 days))" }))
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: "labres_1", order_id: "order_1", lab_order_id: "labord_1" }))
    expect(await within(items[0]).findByText("GENE PANEL: NO VARIANT FOUND")).toBeInTheDocument()
  })

  it("says so when there are no results, and pages through many", async () => {
    const user = userEvent.setup()
    const { rerender } = renderInbox({ page: { lab_results: [], count: 0, unread: 0, offset: 0, limit: 20 } })
    expect(screen.getByText(/No lab results yet/)).toBeInTheDocument()
    const onPage = vi.fn()
    rerender(
      <ClinicResultsView status="ready" page={{ lab_results: [item({})], count: 45, unread: 3, offset: 20, limit: 20 }} onPage={onPage} resultPanel={() => null} />
    )
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Next" }))
    expect(onPage).toHaveBeenCalledWith(40)
    await user.click(screen.getByRole("button", { name: "Previous" }))
    expect(onPage).toHaveBeenCalledWith(0)
  })

  it("shows Danish words", () => {
    renderView(<ClinicResultsView status="ready" page={{ lab_results: [item({})], count: 1, unread: 1, offset: 0, limit: 20 }} onPage={vi.fn()} resultPanel={() => null} />, { language: "da" })
    expect(screen.getByRole("heading", { level: 1, name: "Indbakke for prøvesvar" })).toBeInTheDocument()
    expect(screen.getByText("Ny")).toBeInTheDocument()
  })
})
