import type { ApprovalRequest } from "@clinic-store/contract"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { approvalMachine } from "../../machines/approval.machine"
import { ClinicApprovals } from "../../src/features/clinic/clinic-approvals"
import { MemberLimits, type MemberWithSpending } from "../../src/features/clinic/member-limits"
import { isApprovalRequired } from "../../src/features/checkout/ask-for-approval"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

const members: MemberWithSpending[] = [
  { id: "cmem_owner", customer_id: "cus_owner", email: "owner@example.com", first_name: "Olivia", last_name: "Owner", role: "owner", spending: { per_order: null, per_month: null, month_spend: 0, currency_code: "usd" } },
  { id: "cmem_member", customer_id: "cus_member", email: "member@example.com", first_name: "Mia", last_name: "Member", role: "member", spending: { per_order: 10000, per_month: null, month_spend: 2500, currency_code: "usd" } },
]

const pending: ApprovalRequest = {
  id: "apprq_1", clinic_id: "clinic_1", customer_id: "cus_member", customer_email: "member@example.com", customer_name: "Mia Member", cart_id: "cart_1",
  status: "pending", limit: "per_order", limit_amount: 10000, currency_code: "usd",
  totals: { subtotal: 12000, shipping_total: 900, tax_total: 0, discount_total: 0, total: 12900 },
  items: [{ title: "Epilepsy Gene Panel", quantity: 1, total: 12000 }], month_spend: 4500, reason: null,
  note: "For the March patients", reference: "PO-4711",
  shipping_address: { first_name: "Mia", last_name: "Member", company: null, address_1: "1 Clinic Road", address_2: null, postal_code: "10001", city: "New York", country_code: "us" }, order_id: null, order_display_id: null, decided_at: null, created_at: "2026-11-27T09:00:00.000Z",
}

describe("members' spending limits", () => {
  it("shows a member's limits and month's spend, and saves new limits in minor units (blank = none)", async () => {
    const onSave = vi.fn().mockResolvedValue(undefined)
    const { container } = renderView(<MemberLimits members={members} myRole="admin" onSave={onSave} />)
    expect(screen.getByText(/Per order: \$100\.00/)).toBeTruthy()
    expect(screen.getByText(/Spent this month: \$25\.00/)).toBeTruthy()
    const form = screen.getByRole("form", { name: "Spending limits of Mia Member" })
    await userEvent.clear(within(form).getByLabelText("Limit per order (USD)"))
    await userEvent.type(within(form).getByLabelText("Monthly limit (USD)"), "250.5")
    await userEvent.click(within(form).getByRole("button", { name: "Save limits" }))
    await waitFor(() => expect(onSave).toHaveBeenCalledWith("cus_member", { per_order: null, per_month: 25050 }))
    await expectNoAxeViolations(container)
  })

  it("shows no form to a plain member", () => {
    renderView(<MemberLimits members={members} myRole="member" onSave={vi.fn()} />)
    expect(screen.queryByRole("form")).toBeNull()
  })
})

describe("the clinic's approval requests", () => {
  it("lets the owner reject a pending request with a reason", async () => {
    const rejected = vi.fn(async ({ input }: { input: { id: string; reason: string } }): Promise<ApprovalRequest> => ({ ...pending, status: "rejected", reason: input.reason }))
    const actor = createActor(approvalMachine.provide({ actors: { listApprovals: fromPromise(async () => [pending]), rejectRequest: fromPromise(rejected) } })).start()
    renderView(<ClinicApprovals actor={actor} myRole="owner" />)
    const request = await screen.findByRole("listitem", { name: "Request by Mia Member for $129.00" })
    expect(within(request).getByText(/over the limit per order of \$100\.00/)).toBeTruthy()
    await userEvent.type(within(request).getByLabelText("Reason for rejecting"), "Over budget")
    await userEvent.click(within(request).getByRole("button", { name: "Reject" }))
    await waitFor(() => expect(rejected).toHaveBeenCalled())
    expect(rejected.mock.calls[0][0].input).toEqual({ id: "apprq_1", reason: "Over budget" })
    actor.stop()
  })

  it("shows the owner the month's spend before the order, the PO, the delivery address and the member's note", async () => {
    const actor = createActor(approvalMachine.provide({ actors: { listApprovals: fromPromise(async () => [pending]) } })).start()
    const { container } = renderView(<ClinicApprovals actor={actor} myRole="owner" />)
    const request = await screen.findByRole("listitem", { name: "Request by Mia Member for $129.00" })
    expect(within(request).getByText("Spent this month before this order: $45.00")).toBeTruthy()
    expect(within(request).getByText("PO / reference: PO-4711")).toBeTruthy()
    expect(within(request).getByText(/^Ship to: Mia Member, 1 Clinic Road, 10001 New York, United States/)).toBeTruthy()
    expect(within(request).getByText("Note: For the March patients")).toBeTruthy()
    await expectNoAxeViolations(container)
    actor.stop()
  })

  it("shows a member her request without the decision buttons", async () => {
    const actor = createActor(approvalMachine.provide({ actors: { listApprovals: fromPromise(async () => [pending]) } })).start()
    renderView(<ClinicApprovals actor={actor} myRole="member" />)
    const request = await screen.findByRole("listitem", { name: "Request by Mia Member for $129.00" })
    expect(within(request).queryByRole("button")).toBeNull()
    actor.stop()
  })

  it("recognises a completion refused for a spending limit", () => {
    expect(isApprovalRequired({ message: "approval_required: this order ($129.00) is over your limit per order ($100.00)" })).toBe(true)
    expect(isApprovalRequired({ message: "Out of stock" })).toBe(false)
    expect(isApprovalRequired(null)).toBe(false)
  })
})
