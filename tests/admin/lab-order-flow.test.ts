import { describe, expect, it } from "vitest"
import { labOrderActions } from "../../backend/src/admin/lib/lab-order-flow"
import { LAB_ORDER_STATUSES } from "../../backend/src/admin/lib/types"

describe("labOrderActions (what the Lab orders page offers)", () => {
  it("offers exactly one forward step up to in analysis", () => {
    expect(labOrderActions("received").advanceTo).toBe("kit_sent")
    expect(labOrderActions("kit_sent").advanceTo).toBe("awaiting_samples")
    expect(labOrderActions("awaiting_samples").advanceTo).toBe("in_analysis")
  })

  it("moves an order in analysis on only by uploading the result file", () => {
    expect(labOrderActions("in_analysis")).toEqual({ advanceTo: null, uploadResult: true, cancel: true })
    for (const status of LAB_ORDER_STATUSES.filter((s) => s !== "in_analysis")) {
      expect(labOrderActions(status).uploadResult).toBe(false)
    }
  })

  it("allows canceling in every state but results ready (and canceled itself)", () => {
    const cancelable = LAB_ORDER_STATUSES.filter((status) => labOrderActions(status).cancel)
    expect(cancelable).toEqual(["received", "kit_sent", "awaiting_samples", "in_analysis"])
  })

  it("offers nothing once results are ready or the order is canceled", () => {
    for (const status of ["results_ready", "canceled"] as const) {
      expect(labOrderActions(status)).toEqual({ advanceTo: null, uploadResult: false, cancel: false })
    }
  })
})
