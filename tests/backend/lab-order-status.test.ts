import { describe, expect, it } from "vitest"
import { LAB_ORDER_STATUSES, canMoveLabOrder } from "@clinic-store/contract"

const FORWARD = ["received", "kit_sent", "awaiting_samples", "in_analysis", "results_ready"] as const

describe("lab order transition table", () => {
  it("allows exactly one step forward and canceling before results_ready", () => {
    const allowed = LAB_ORDER_STATUSES.flatMap((from) => LAB_ORDER_STATUSES.filter((to) => canMoveLabOrder(from, to)).map((to) => `${from}>${to}`))
    const expected = [
      ...FORWARD.slice(0, -1).map((from, index) => `${from}>${FORWARD[index + 1]}`),
      ...FORWARD.slice(0, -1).map((from) => `${from}>canceled`),
    ]
    expect(allowed.sort()).toEqual(expected.sort())
  })

  it("lets nothing leave results_ready or canceled", () => {
    for (const to of LAB_ORDER_STATUSES) {
      expect(canMoveLabOrder("results_ready", to)).toBe(false)
      expect(canMoveLabOrder("canceled", to)).toBe(false)
    }
  })
})
