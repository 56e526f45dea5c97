import pg from "pg"
import { beforeAll, describe, expect, inject, it } from "vitest"
import { staff } from "./support/client"
import { individualCustomer } from "./support/clinic-fixtures"
import { approvedIndividual, labOrdersOf, placeOrder } from "./support/commerce-fixtures"
import { sql } from "./support/db"

type Admin = Awaited<ReturnType<typeof staff>>
type LabOrderRow = { id: string; order_id: string; status: string; order_display_id: number; customer_email: string }

let admin: Admin
let email: string
let displayId: number
let orderId: string
const EXTRA_UNITS = 22

beforeAll(async () => {
  admin = await staff()
  const customer = await approvedIndividual()
  email = customer.email
  const { order } = await placeOrder(customer, [{ sku: "VITD-THY-1", quantity: 3 }])
  orderId = order.id
  displayId = order.display_id
  const [first] = await labOrdersOf(orderId, 3)
  // More lab orders of the same line item than one default page holds (fixture rows, as a large order would have).
  await sql(
    `insert into lab_order (id, order_id, line_item_id, unit_index, email, status, created_at)
     select 'labord_paging_' || $1 || '_' || n, $1, $2, n + 3, (select email from "order" where id = $1),
            case when n % 2 = 0 then 'kit_sent' else 'received' end, now() - make_interval(secs => n)
     from generate_series(0, $3 - 1) n`,
    [orderId, first.line_item_id, EXTRA_UNITS]
  )
}, 120_000)

const ids = (body: { lab_orders: LabOrderRow[] }) => body.lab_orders.map((l) => l.id)

describe("GET /admin/lab-orders paging and search", () => {
  const total = 3 + EXTRA_UNITS

  it("answers one page of 20 by default with the count of all matches", async () => {
    const res = await admin.get(`/admin/lab-orders?q=${encodeURIComponent(email)}`).expect(200)
    expect(res.body).toMatchObject({ count: total, offset: 0, limit: 20 })
    expect(res.body.lab_orders).toHaveLength(20)
    expect(res.body.lab_orders.every((l: LabOrderRow) => l.order_id === orderId && l.customer_email === email)).toBe(true)
  })

  it("walks the pages without overlap or gaps, newest first", async () => {
    const first = await admin.get(`/admin/lab-orders?order_id=${orderId}&limit=10`).expect(200)
    const second = await admin.get(`/admin/lab-orders?order_id=${orderId}&limit=10&offset=10`).expect(200)
    const third = await admin.get(`/admin/lab-orders?order_id=${orderId}&limit=10&offset=20`).expect(200)
    expect([first, second, third].map((r) => r.body.count)).toEqual([total, total, total])
    expect([first, second, third].map((r) => r.body.lab_orders.length)).toEqual([10, 10, total - 20])
    const all = [...ids(first.body), ...ids(second.body), ...ids(third.body)]
    expect(new Set(all).size).toBe(total)
    const stored = await sql<{ id: string }>(`select id from lab_order where order_id = $1 order by created_at desc, id desc`, [orderId])
    expect(all).toEqual(stored.map((r) => r.id))
    const beyond = await admin.get(`/admin/lab-orders?order_id=${orderId}&offset=1000`).expect(200)
    expect(beyond.body).toMatchObject({ lab_orders: [], count: total })
  })

  it("finds the lab orders by order number, with or without #, and by the start of the email in any case", async () => {
    for (const q of [String(displayId), `#${displayId}`, email.toUpperCase(), email.slice(0, email.indexOf("@") + 1)]) {
      const res = await admin.get(`/admin/lab-orders?limit=100&q=${encodeURIComponent(q)}`).expect(200)
      expect(res.body.count, q).toBe(total)
      expect(res.body.lab_orders.every((l: LabOrderRow) => l.order_display_id === displayId), q).toBe(true)
    }
  })

  it("combines the search with the status filter", async () => {
    const res = await admin.get(`/admin/lab-orders?limit=100&status=kit_sent&q=${displayId}`).expect(200)
    expect(res.body.count).toBe(EXTRA_UNITS / 2)
    expect(res.body.lab_orders.every((l: LabOrderRow) => l.status === "kit_sent")).toBe(true)
  })

  it("treats search text literally and finds nothing for an unknown number", async () => {
    for (const q of ["%", "_", "\\", "#2147483647", "99999999999", "nobody-here@"]) {
      const res = await admin.get(`/admin/lab-orders?q=${encodeURIComponent(q)}`).expect(200)
      expect(res.body, q).toMatchObject({ lab_orders: [], count: 0 })
    }
  })
})

describe("the per-status lab order counts (lab_order_count, kept by triggers)", () => {
  /** Counts from the table and by counting rows, read in one snapshot so other test files cannot come between. */
  async function bothCounts(client: pg.Client) {
    const kept = await client.query<{ status: string; n: string }>(`select status, n from lab_order_count where n > 0 order by status`)
    const counted = await client.query<{ status: string; n: string }>(`select status, count(*) as n from lab_order group by status order by status`)
    return { kept: kept.rows, counted: counted.rows }
  }

  it("match the rows after inserts, moves and deletes of many rows at once", async () => {
    const client = new pg.Client({ connectionString: inject("databaseUrl") })
    await client.connect()
    try {
      await client.query("begin isolation level repeatable read")
      const before = await bothCounts(client)
      expect(before.kept).toEqual(before.counted)
      const [{ line_item_id }] = (await client.query(`select line_item_id from lab_order where order_id = $1 limit 1`, [orderId])).rows
      await client.query(
        `insert into lab_order (id, order_id, line_item_id, unit_index, email, status)
         select 'labord_count_' || n, $1, $2, 1000 + n, 'count@example.test', case when n % 3 = 0 then 'in_analysis' else 'received' end
         from generate_series(0, 9) n`,
        [orderId, line_item_id]
      )
      await client.query(`update lab_order set status = 'kit_sent' where id like 'labord\\_count\\_%' and status = 'received'`)
      await client.query(`update lab_order set updated_at = now() where id like 'labord\\_count\\_%'`)
      await client.query(`delete from lab_order where id in ('labord_count_0', 'labord_count_1')`)
      const after = await bothCounts(client)
      expect(after.kept).toEqual(after.counted)
      const total = (rows: { n: string }[]) => rows.reduce((sum, row) => sum + Number(row.n), 0)
      expect(total(after.kept)).toBe(total(before.kept) + 8)
    } finally {
      await client.query("rollback")
      await client.end()
    }
  })

  it("give GET /admin/lab-orders the count of one status and of all", async () => {
    const counted = async (status: string | null) =>
      Number((await sql<{ n: string }>(`select count(*) as n from lab_order where $1::varchar is null or status = $1`, [status]))[0].n)
    for (const status of ["kit_sent", null]) {
      // other test files add lab orders meanwhile: compare when the rows did not change around the request
      let checked = false
      for (let attempt = 0; attempt < 10 && !checked; attempt++) {
        const before = await counted(status)
        const res = await admin.get(`/admin/lab-orders?limit=1${status ? `&status=${status}` : ""}`).expect(200)
        if (before === (await counted(status))) {
          expect(res.body.count, String(status)).toBe(before)
          checked = true
        }
      }
      expect(checked, String(status)).toBe(true)
    }
  })
})

describe("GET /admin/applications paging", () => {
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) await individualCustomer("awaiting")
  }, 60_000)

  const storedCount = async () =>
    Number(
      (
        await sql<{ count: string }>(
          `select count(*) from customer_application`
        )
      )[0].count
    )

  it("answers one page with the count of all applications", async () => {
    const before = await storedCount()
    const res = await admin.get("/admin/applications?limit=2").expect(200)
    const after = await storedCount()
    expect(res.body).toMatchObject({ offset: 0, limit: 2 })
    expect(res.body.applications).toHaveLength(2)
    expect(res.body.count).toBeGreaterThanOrEqual(before)
    expect(res.body.count).toBeLessThanOrEqual(after)
    expect(res.body.count).toBeGreaterThan(2)
    const awaiting = await admin.get("/admin/applications?status=awaiting&limit=1&offset=1").expect(200)
    expect(awaiting.body.applications).toHaveLength(1)
    expect(awaiting.body.count).toBeGreaterThanOrEqual(3)
    expect(awaiting.body.applications[0].status).toBe("awaiting")
  })

  it("defaults to 20 per page", async () => {
    const res = await admin.get("/admin/applications").expect(200)
    expect(res.body).toMatchObject({ offset: 0, limit: 20 })
    expect(res.body.applications.length).toBe(Math.min(20, res.body.count))
  })
})

describe("every staff list", () => {
  const lists = ["/admin/lab-orders", "/admin/applications", "/admin/clinics", "/admin/contact-submissions"]

  it.each(lists)("%s refuses a limit above 100 or below 1 and a negative offset, naming the parameter (400)", async (path) => {
    for (const [query, name] of [
      ["limit=101", "limit"],
      ["limit=0", "limit"],
      ["limit=ten", "limit"],
      ["offset=-1", "offset"],
    ]) {
      const res = await admin.get(`${path}?${query}`).expect(400)
      expect(res.body.type, `${path}?${query}`).toBe("invalid_data")
      expect(res.body.message, `${path}?${query}`).toContain(name)
    }
    const max = await admin.get(`${path}?limit=100`).expect(200)
    expect(max.body).toMatchObject({ offset: 0, limit: 100, count: expect.any(Number) })
  })
})
