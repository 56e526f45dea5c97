import { describe, expect, it } from "vitest"
import { APPLICATION_STATUSES, AUDIENCES, CLINIC_TYPES, isApplicationStatus, isSettledLabOrder, LAB_ORDER_STATUSES, LAB_ORDER_TRANSITIONS } from "@clinic-store/contract"

describe("the store's API contract", () => {
  it("knows the three application statuses and nothing else", () => {
    for (const status of APPLICATION_STATUSES) expect(isApplicationStatus(status)).toBe(true)
    for (const value of ["", "Approved", "pending", null, undefined, 1, { status: "approved" }]) expect(isApplicationStatus(value)).toBe(false)
  })
  it("calls a lab order settled exactly when no move leaves its state", () => {
    for (const status of LAB_ORDER_STATUSES) expect(isSettledLabOrder(status)).toBe(LAB_ORDER_TRANSITIONS[status].length === 0)
    expect(isSettledLabOrder(undefined)).toBe(false)
  })
  it("sells to every clinic type and to individuals", () => {
    expect(AUDIENCES).toEqual([...CLINIC_TYPES, "individual"])
  })
})
