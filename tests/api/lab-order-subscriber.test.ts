import { createRequire } from "node:module"
import path from "node:path"
import { DataSource } from "typeorm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { inject } from "vitest"
import { approvedIndividual, labOrdersOf, placeOrder } from "./support/commerce-fixtures"
import { sql } from "./support/db"

const require = createRequire(import.meta.url)
const dist = path.resolve("backend/dist")
let dataSource: DataSource

beforeAll(async () => {
  dataSource = new DataSource({ type: "postgres", url: inject("databaseUrl") })
  await dataSource.initialize()
})

afterAll(async () => {
  await dataSource?.destroy()
})

describe("order.placed subscriber", () => {
  it("creates nothing twice when the event is delivered again", async () => {
    const customer = await approvedIndividual()
    const { order } = await placeOrder(customer, [{ sku: "ASM-PGX-SALIVA", quantity: 2 }])
    const first = await labOrdersOf(order.id, 2)
    const LabOrderService = require(path.join(dist, "services/lab-order.js")).default
    const subscriber = require(path.join(dist, "subscribers/lab-orders.js"))
    expect(subscriber.config.event).toBe("order.placed")
    const service = new LabOrderService({ manager: dataSource.manager, fileService: {} })
    const logged: string[] = []
    const logger = { info: (line: string) => void logged.push(line) }
    const services: Record<string, unknown> = { labOrderService: service, logger }
    const container = { resolve: (name: string) => services[name] }
    const event = { data: { id: order.id }, eventName: "order.placed", container, pluginOptions: {} }
    await Promise.all([subscriber.default(event), subscriber.default(event)])
    const after = await sql<{ id: string }>(`select id from lab_order where order_id = $1 order by line_item_id, unit_index`, [order.id])
    expect(after.map((row) => row.id)).toEqual(first.map((row) => row.id))
    // Each run says which order it handled (the production topology reads these lines off the worker's log).
    expect(logged).toEqual([`Lab orders for order ${order.id}: 0 created`, `Lab orders for order ${order.id}: 0 created`])
    expect(await service.createForOrder(order.id)).toBe(0)
  })
})
