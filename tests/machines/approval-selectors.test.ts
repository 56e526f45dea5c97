import type { ApprovalRequest } from "@clinic-store/contract"
import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import { approvalMachine, hasPendingRequest } from "../../machines/approval.machine"
import { approvalSelectors } from "../../machines/approval.selectors"

const base: Omit<ApprovalRequest, "id" | "cart_id" | "status"> = { clinic_id: "c", customer_id: "cus", customer_email: null, customer_name: null, limit: "per_order", limit_amount: 1, currency_code: "usd", totals: { subtotal: 2, shipping_total: 0, tax_total: 0, discount_total: 0, total: 2 }, items: [], month_spend: 0, note: null, reference: null, shipping_address: null, reason: null, order_id: null, order_display_id: null, decided_at: null, created_at: "2026-11-27T09:00:00.000Z" }
const pending: ApprovalRequest = { ...base, id: "a", cart_id: "cart_a", status: "pending" }
const rejected: ApprovalRequest = { ...base, id: "b", cart_id: "cart_b", status: "rejected", reason: "no" }

describe("approval selectors", () => {
  it("split pending and decided requests and find a cart's request", () => {
    const snapshot = approvalMachine.resolveState({ value: "ready", context: { approvals: [pending, rejected], error: null, failure: null } })
    expect(approvalSelectors.pending(snapshot)).toEqual([pending])
    expect(approvalSelectors.decided(snapshot)).toEqual([rejected])
    expect(approvalSelectors.forCart("cart_b")(snapshot)).toEqual(rejected)
    expect(approvalSelectors.forCart("cart_c")(snapshot)).toBeNull()
    expect(approvalSelectors.isReady(snapshot)).toBe(true)
    expect(approvalSelectors.isWorking(snapshot)).toBe(false)
    expect(hasPendingRequest([rejected])).toBe(false)
  })

  it("sends the reason with a rejection and reads the list again", async () => {
    const calls: unknown[] = []
    const actor = createActor(
      approvalMachine.provide({
        actors: {
          listApprovals: fromPromise(async () => [rejected]),
          rejectRequest: fromPromise(async ({ input }) => {
            calls.push(input)
            return rejected
          }),
        },
      })
    ).start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    actor.send({ type: "REJECT", id: "b", reason: "Over budget" })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toEqual([{ id: "b", reason: "Over budget" }])
    expect(actor.getSnapshot().value).toBe("ready")
  })

  it("asks for approval when clicked while the list is still being read, instead of dropping the click", async () => {
    const asked: unknown[] = []
    const actor = createActor(
      approvalMachine.provide({
        actors: {
          listApprovals: fromPromise(() => new Promise<ApprovalRequest[]>(() => {})),
          requestApproval: fromPromise(async ({ input }) => {
            asked.push(input)
            return pending
          }),
        },
      })
    ).start()
    expect(actor.getSnapshot().value).toBe("loading")
    actor.send({ type: "REQUEST", cartId: "cart_a" })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(asked).toEqual([{ cartId: "cart_a" }])
  })
})
