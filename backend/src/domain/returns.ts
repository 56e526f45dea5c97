/** A line of an order as a return sees it: units fulfilled, and units already on a return that was not canceled. */
export type ReturnableLine = { id: string; title: string; fulfilled: number; returned: number }

/** The units of a line the shopper may still return: fulfilled, and not on a return that was not canceled. */
export function unitsLeftToReturn(line: ReturnableLine): number {
  return Math.max(0, line.fulfilled - line.returned)
}

/** A line the shopper asks to return. */
export type ReturnRequestItem = { item_id: string; quantity: number }

/**
 * Why a return may not be made, naming the line (400), or undefined when every line may go back: each line must be a
 * line of the order, fulfilled, and ask for at most the units fulfilled and not yet on a return (a line listed twice
 * counts once with both quantities).
 */
export function returnRefusal(lines: readonly ReturnableLine[], items: readonly ReturnRequestItem[], field = "items"): string | undefined {
  const asked = new Map<string, number>()
  for (const [index, item] of items.entries()) {
    const line = lines.find((candidate) => candidate.id === item.item_id)
    if (!line) return `${field}.${index}.item_id: "${item.item_id}" is not a line of this order`
    if (line.fulfilled <= 0) return `${field}.${index}: line "${line.title}" is not fulfilled yet; only fulfilled units can be returned`
    const total = (asked.get(line.id) ?? 0) + item.quantity
    asked.set(line.id, total)
    const left = unitsLeftToReturn(line)
    if (total > left) return `${field}.${index}.quantity: line "${line.title}" has ${left} fulfilled unit${left === 1 ? "" : "s"} not yet returned (asked for ${total})`
  }
  return undefined
}
