import { describe, expect, it } from "vitest"
import InvoiceService from "../../backend/src/services/invoice"

/**
 * A database double: each transaction is a manager of its own that records which order its statements were for, and
 * takes a moment, so two numberings run at the same time overlap.
 */
function database() {
  const statements: { manager: string; sql: string; params: unknown[] }[] = []
  let transactions = 0
  let lastNumber = 0
  const managerNamed = (name: string) => ({
    query: async (sql: string, params: unknown[] = []) => {
      statements.push({ manager: name, sql, params })
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (sql.includes("insert into invoice (")) return [{ number: params[2], issued_at: new Date(), clinic_id: null }]
      if (sql.includes("update invoice_counter")) return [{ last_number: ++lastNumber }]
      if (sql.includes("from invoice where order_id")) return []
      if (sql.includes('from "order"')) return [{ id: params[0] }]
      if (sql.includes("from store")) return [{ id: "store_1" }]
      return []
    },
    transaction: async (...args: unknown[]) => {
      const work = args.find((arg) => typeof arg === "function") as (manager: unknown) => Promise<unknown>
      return work(managerNamed(`transaction ${++transactions}`))
    },
  })
  return { root: managerNamed("root"), statements }
}

describe("invoice numbering", () => {
  it("numbers two orders at once each in a transaction of its own (the service is one instance for every request)", async () => {
    const db = database()
    const service = new InvoiceService({ manager: db.root } as never)
    const [first, second] = await Promise.all([service.ensure("order_a"), service.ensure("order_b")])
    expect(new Set([first.number, second.number])).toEqual(new Set([1, 2]))
    // Every statement that numbers an order (the counter and the invoice) runs in that order's own transaction.
    const managerOf = (orderId: string) =>
      new Set(db.statements.filter((s) => s.sql.includes("insert into invoice (") && s.params[0] === orderId).map((s) => s.manager))
    const [a] = managerOf("order_a")
    const [b] = managerOf("order_b")
    expect(a).toMatch(/^transaction/)
    expect(b).toMatch(/^transaction/)
    expect(a).not.toBe(b)
    const counterUpdates = db.statements.filter((s) => s.sql.includes("update invoice_counter")).map((s) => s.manager)
    expect(new Set(counterUpdates)).toEqual(new Set([a, b]))
  })
})
