import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { returnRequestMachine, type ReturnLineRequest } from "../../machines/return-request.machine"
import { OrderReturns } from "../../src/features/orders/order-returns"
import { ReturnItemsForm, ReturnRequestedNotice } from "../../src/features/orders/return-items-form"
import type { OrderData } from "../../src/models/order-model"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

const REASONS = [
  { id: "rr_damaged", value: "damaged", label: "Damaged" },
  { id: "rr_staff", value: "late", label: "Arrived late" },
]

const order = (overrides: Partial<OrderData> = {}): OrderData => ({
  id: "order_1",
  display_id: 1001,
  created_at: "2026-11-20T10:00:00.000Z",
  currency_code: "usd",
  total: 12000,
  payment_status: "captured",
  fulfillment_status: "fulfilled",
  customer_id: "cus_1",
  items: [
    { id: "item_1", title: "Epilepsy Gene Panel", description: "Standard", quantity: 2, unit_price: 6000, fulfilled_quantity: 2, returnable_quantity: 2 },
    { id: "item_2", title: "AMH home test", quantity: 1, unit_price: 3000, fulfilled_quantity: 0, returnable_quantity: 0 },
  ],
  returns: [],
  refunded_total: 0,
  ...overrides,
})

function renderReturns(data: OrderData, requestReturn: (input: { orderId: string; items: ReturnLineRequest[] }) => Promise<{ id: string; status: string }>, language?: "en" | "da" | "es") {
  const actor = createActor(returnRequestMachine.provide({ actors: { requestReturn: fromPromise(({ input }) => requestReturn(input)) } }), { input: { orderId: data.id } }).start()
  const view = renderView(<OrderReturns order={data} viewerId="cus_1" form={<ReturnItemsForm order={data} actor={actor} reasons={REASONS} />} notice={<ReturnRequestedNotice actor={actor} />} />, { language })
  return { ...view, actor }
}

describe("returns on the order page", { timeout: 30_000 }, () => {
  it("offers the returnable lines only, sends the chosen units with the reason and note, and says it is requested", async () => {
    const user = userEvent.setup()
    const requestReturn = vi.fn().mockResolvedValue({ id: "ret_1", status: "requested" })
    const { container } = renderReturns(order(), requestReturn)
    const region = screen.getByRole("region", { name: "Returns" })
    await user.click(within(region).getByText("Return items"))
    const form = within(region).getByRole("form", { name: "Return items of this order" })
    expect(within(form).queryByLabelText(/AMH home test/)).toBeNull()
    const units = within(form).getByLabelText("Units of Epilepsy Gene Panel – Standard to return")
    expect(units).toHaveAttribute("max", "2")
    expect(within(form).getByText("2 can be returned")).toBeInTheDocument()
    // Staff's own reason keeps its label; a seeded one is in the page's language.
    expect(within(form).getByRole("option", { name: "Arrived late" })).toBeInTheDocument()
    await expectNoAxeViolations(container)

    await user.click(within(form).getByRole("button", { name: "Ask for the return" }))
    expect(await within(form).findByRole("alert")).toHaveTextContent("Choose at least one item to return.")
    expect(requestReturn).not.toHaveBeenCalled()

    await user.clear(units)
    await user.type(units, "5")
    await user.selectOptions(within(form).getByLabelText(/^Reason/), "rr_damaged")
    await user.type(within(form).getByLabelText(/^Note for us/), "  Crushed box ")
    await user.click(within(form).getByRole("button", { name: "Ask for the return" }))
    expect(await within(region).findByRole("status")).toHaveTextContent("Your return is requested.")
    // At most the returnable units go back; an empty line is left out.
    expect(requestReturn).toHaveBeenCalledWith({ orderId: "order_1", items: [{ item_id: "item_1", quantity: 2, reason_id: "rr_damaged", note: "Crushed box" }] })
  })

  it("shows the server's refusal naming the line in the page's language, and sends again", async () => {
    const user = userEvent.setup()
    const refusal = Object.assign(new Error('items.0.quantity: line "Epilepsy Gene Panel" has 1 fulfilled unit not yet returned (asked for 2)'), { status: 400, type: "invalid_data" })
    const requestReturn = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValue({ id: "ret_1", status: "requested" })
    renderReturns(order(), requestReturn, "da")
    const region = screen.getByRole("region", { name: "Returneringer" })
    await user.click(within(region).getByText("Returnér varer"))
    await user.type(within(region).getByLabelText(/^Antal af Epilepsy Gene Panel/), "{Backspace}2")
    await user.click(within(region).getByRole("button", { name: "Anmod om returnering" }))
    expect(await within(region).findByRole("alert")).toHaveTextContent("Epilepsy Gene Panel: kun 1 stk. kan stadig returneres.")
    await user.click(within(region).getByRole("button", { name: "Send igen" }))
    expect(await within(region).findByRole("status")).toHaveTextContent("Din returnering er anmodet.")
  })

  it("lists each return's status and Medusa's refunded total, and says why nothing more can be returned", async () => {
    const data = order({
      items: [{ id: "item_1", title: "Epilepsy Gene Panel", quantity: 2, unit_price: 6000, fulfilled_quantity: 2, returnable_quantity: 0 }],
      returns: [
        { id: "ret_2", status: "received", created_at: "2026-11-22T10:00:00.000Z", items: [{ item_id: "item_1", quantity: 1 }] },
        { id: "ret_1", status: "requested", created_at: "2026-11-21T10:00:00.000Z", items: [{ item_id: "item_1", quantity: 1 }] },
      ],
      refunded_total: 6000,
    })
    const { container } = renderReturns(data, vi.fn())
    const region = screen.getByRole("region", { name: "Returns" })
    const cards = within(region).getAllByRole("listitem").filter((item) => item.classList.contains("return-card"))
    expect(cards.map((card) => within(card).getByText(/^Return (requested|received)$/).textContent)).toEqual(["Return requested", "Return received"])
    expect(within(region).getByText("$60.00")).toBeInTheDocument()
    expect(within(region).getByText("Every item sent to you is already on a return.")).toBeInTheDocument()
    expect(within(region).queryByText("Return items")).toBeNull()
    await expectNoAxeViolations(container)
  })

  it("says items go back once sent, and shows nothing of returns to a clinic colleague who did not place the order", () => {
    const notSent = order({ items: [{ id: "item_2", title: "AMH home test", quantity: 1, unit_price: 3000, fulfilled_quantity: 0, returnable_quantity: 0 }] })
    const { unmount } = renderReturns(notSent, vi.fn())
    expect(screen.getByText("Items can be returned once they have been sent to you.")).toBeInTheDocument()
    unmount()
    renderReturns(order({ customer_id: "cus_colleague" }), vi.fn())
    expect(screen.queryByRole("region", { name: "Returns" })).toBeNull()
  })
})
