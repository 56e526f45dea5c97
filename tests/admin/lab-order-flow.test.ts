import { describe, expect, it } from "vitest"
import { labOrderActions, labOrderTest, nextStepLabel, orderedBy } from "../../backend/src/admin/lib/lab-order-flow"
import { LAB_ORDER_STATUSES } from "@clinic-store/contract"

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

describe("how a lab order is named to staff", () => {
  it("names the product, the variant and which kit of the line it is", () => {
    expect(labOrderTest({ product_title: "Epilepsy gene panel", variant_title: "Rapid (10 days)", unit_index: 0, line_quantity: 1 })).toBe("Epilepsy gene panel – Rapid (10 days)")
    expect(labOrderTest({ product_title: "AMH test", variant_title: "Home sampling kit", unit_index: 1, line_quantity: 2 })).toBe("AMH test – Home sampling kit (kit 2 of 2)")
    expect(labOrderTest({})).toBe("—")
  })

  it("names the clinic and the member who ordered, else the customer", () => {
    expect(orderedBy({ clinic_name: "Northside", customer_name: "Olivia Grant", customer_email: "o@x.test" })).toBe("Northside (Olivia Grant)")
    expect(orderedBy({ customer_email: "o@x.test" })).toBe("o@x.test")
  })

  it("words the next step, none once results are ready or canceled", () => {
    expect(nextStepLabel("received")).toBe("Mark kit sent")
    expect(nextStepLabel("in_analysis")).toBe("Upload result")
    expect(nextStepLabel("results_ready")).toBeNull()
    expect(nextStepLabel("canceled")).toBeNull()
  })
})
