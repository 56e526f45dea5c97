// @vitest-environment node
import { describe, expect, it } from "vitest"
import { returnRefusal, type ReturnableLine } from "../../backend/src/domain/returns"

const LINES: ReturnableLine[] = [
  { id: "item_a", title: "Kit A", fulfilled: 3, returned: 1 },
  { id: "item_b", title: "Kit B", fulfilled: 0, returned: 0 },
]

describe("which units may go back", () => {
  it("takes fulfilled units not yet on a return", () => {
    expect(returnRefusal(LINES, [{ item_id: "item_a", quantity: 2 }])).toBeUndefined()
  })

  it("refuses more than the units fulfilled and not yet returned, naming the line", () => {
    expect(returnRefusal(LINES, [{ item_id: "item_a", quantity: 3 }])).toBe('items.0.quantity: line "Kit A" has 2 fulfilled units not yet returned (asked for 3)')
  })

  it("adds up a line listed twice", () => {
    expect(returnRefusal(LINES, [{ item_id: "item_a", quantity: 1 }, { item_id: "item_a", quantity: 2 }])).toBe('items.1.quantity: line "Kit A" has 2 fulfilled units not yet returned (asked for 3)')
  })

  it("refuses a line not fulfilled, and one not of the order, under the field it was sent in", () => {
    expect(returnRefusal(LINES, [{ item_id: "item_b", quantity: 1 }])).toBe('items.0: line "Kit B" is not fulfilled yet; only fulfilled units can be returned')
    expect(returnRefusal(LINES, [{ item_id: "item_z", quantity: 1 }], "return_items")).toBe('return_items.0.item_id: "item_z" is not a line of this order')
  })
})
