import { randomUUID } from "node:crypto"
import pg from "pg"
import { beforeAll, describe, expect, inject, it } from "vitest"
import { LabOrderEmail1764300000000 } from "../../backend/src/migrations/1764300000000-lab-order-email"
import { request, signedInCustomer, staff } from "./support/client"
import { approvedIndividual, labOrdersOf, placeOrder, setApplicationStatus, withUsBillingAddress } from "./support/commerce-fixtures"
import { sql } from "./support/db"

type Admin = Awaited<ReturnType<typeof staff>>
let admin: Admin
let orderId: string
let displayId: number
let email: string
let labOrderIds: string[]

const ALLOWED: [string, string][] = [
  ["received", "kit_sent"],
  ["kit_sent", "awaiting_samples"],
  ["awaiting_samples", "in_analysis"],
  ["in_analysis", "results_ready"],
  ["received", "canceled"],
  ["kit_sent", "canceled"],
  ["awaiting_samples", "canceled"],
  ["in_analysis", "canceled"],
]
const FORBIDDEN: [string, string][] = [
  ["received", "awaiting_samples"],
  ["received", "results_ready"],
  ["kit_sent", "received"],
  ["awaiting_samples", "kit_sent"],
  ["in_analysis", "received"],
  ["results_ready", "canceled"],
  ["results_ready", "in_analysis"],
  ["canceled", "received"],
  ["canceled", "kit_sent"],
  ["received", "received"],
]

beforeAll(async () => {
  admin = await staff()
  const customer = await approvedIndividual()
  email = customer.email
  const { order } = await placeOrder(customer, [{ sku: "VITD-THY-1", quantity: 3 }])
  orderId = order.id
  displayId = order.display_id
  labOrderIds = (await labOrdersOf(orderId, 3)).map((l) => l.id)
}, 120_000)

async function setStatus(id: string, status: string) {
  await sql(`update lab_order set status = $2 where id = $1`, [id, status])
}

describe("POST /admin/lab-orders/:id (the transition table)", () => {
  it.each(ALLOWED)("allows %s → %s", async (from, to) => {
    await setStatus(labOrderIds[0], from)
    const res = await admin.post(`/admin/lab-orders/${labOrderIds[0]}`).send({ status: to }).expect(200)
    expect(res.body.lab_order).toMatchObject({ id: labOrderIds[0], status: to })
  })

  it.each(FORBIDDEN)("refuses %s → %s with 409", async (from, to) => {
    await setStatus(labOrderIds[0], from)
    const res = await admin.post(`/admin/lab-orders/${labOrderIds[0]}`).send({ status: to }).expect(409)
    expect(res.body.type).toBe("conflict")
    const [row] = await sql<{ status: string }>(`select status from lab_order where id = $1`, [labOrderIds[0]])
    expect(row.status).toBe(from)
  })

  it("answers 400 for a bad status, 404 for an unknown lab order, 401 without staff auth", async () => {
    const bad = await admin.post(`/admin/lab-orders/${labOrderIds[0]}`).send({ status: "shipped" }).expect(400)
    expect(bad.body).toMatchObject({ type: "invalid_data", message: expect.stringContaining("status") })
    await admin.post(`/admin/lab-orders/${labOrderIds[0]}`).send({}).expect(400)
    expect((await admin.post("/admin/lab-orders/labord_nope").send({ status: "kit_sent" }).expect(404)).body.type).toBe("not_found")
    await request().post(`/admin/lab-orders/${labOrderIds[0]}`).send({ status: "kit_sent" }).expect(401)
  })
})

describe("GET /admin/lab-orders", () => {
  it("lists lab orders with the order number and customer email, filtered by order and status", async () => {
    await setStatus(labOrderIds[1], "kit_sent")
    const res = await admin.get(`/admin/lab-orders?order_id=${orderId}`).expect(200)
    expect(res.body.count).toBe(3)
    expect(res.body.lab_orders[0]).toMatchObject({ order_id: orderId, order_display_id: displayId, customer_email: email })
    const sent = await admin.get(`/admin/lab-orders?order_id=${orderId}&status=kit_sent`).expect(200)
    expect(sent.body.lab_orders.map((l: { id: string }) => l.id)).toContain(labOrderIds[1])
    expect(sent.body.lab_orders.every((l: { status: string }) => l.status === "kit_sent")).toBe(true)
  })

  it("answers 400 for an unknown status filter and 401 without staff auth", async () => {
    await admin.get("/admin/lab-orders?status=lost").expect(400)
    await request().get("/admin/lab-orders").expect(401)
  })

  it("is not reachable with a customer session", async () => {
    const customer = await approvedIndividual()
    await customer.agent.get("/admin/lab-orders").expect(401)
  })
})

describe("POST /admin/lab-orders/:id/result", () => {
  const pdf = Buffer.from("%PDF-1.4 result").toString("base64")

  it("stores the file, sanitises the name and moves the lab order to results_ready", async () => {
    const id = labOrderIds[2]
    await setStatus(id, "in_analysis")
    const res = await admin.post(`/admin/lab-orders/${id}/result`).send({ name: "C:\\reports\\..\\result<1>.pdf", content: pdf }).expect(200)
    expect(res.body.lab_order).toMatchObject({ id, status: "results_ready" })
    expect(res.body.result).toMatchObject({ name: "result1.pdf", size: 15, mime_type: "application/pdf" })
    expect(res.body.result.file_key).toBeUndefined()
    const [stored] = await sql<{ file_key: string }>(`select file_key from lab_result where lab_order_id = $1`, [id])
    expect(stored.file_key).not.toContain("result1")
    expect((await admin.post(`/admin/lab-orders/${id}/result`).send({ name: "again.pdf", content: pdf }).expect(409)).body.type).toBe("conflict")
  })

  it("refuses a lab order that is not in analysis (409) and stores nothing", async () => {
    await setStatus(labOrderIds[1], "kit_sent")
    await admin.post(`/admin/lab-orders/${labOrderIds[1]}/result`).send({ name: "r.pdf", content: pdf }).expect(409)
    const rows = await sql(`select 1 from lab_result where lab_order_id = $1`, [labOrderIds[1]])
    expect(rows).toHaveLength(0)
  })

  it("answers 400 for bad bodies, 413 above 10 MB decoded, 404 for unknown, 401 without staff", async () => {
    const id = labOrderIds[1]
    await setStatus(id, "in_analysis")
    for (const body of [{ name: "r.pdf" }, { content: pdf }, { name: "r.pdf", content: "not base64!" }, { name: "../..", content: pdf }]) {
      const res = await admin.post(`/admin/lab-orders/${id}/result`).send(body).expect(400)
      expect(res.body.type).toBe("invalid_data")
    }
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1).toString("base64")
    const tooBig = await admin.post(`/admin/lab-orders/${id}/result`).send({ name: "big.bin", content: big }).expect(413)
    expect(tooBig.body.type).toBe("payload_too_large")
    const hugeBody = await admin.post(`/admin/lab-orders/${id}/result`).send({ name: "big.bin", content: big + big.slice(0, 2_000_000) }).expect(413)
    expect(hugeBody.body.type).toBe("payload_too_large")
    await admin.post("/admin/lab-orders/labord_nope/result").send({ name: "r.pdf", content: pdf }).expect(404)
    await request().post(`/admin/lab-orders/${id}/result`).send({ name: "r.pdf", content: pdf }).expect(401)
    const [row] = await sql<{ status: string }>(`select status from lab_order where id = $1`, [id])
    expect(row.status).toBe("in_analysis")
  })

  it("accepts exactly 10 MB decoded (the body limit is raised for this route only)", async () => {
    const id = labOrderIds[1]
    await setStatus(id, "in_analysis")
    const content = Buffer.alloc(10 * 1024 * 1024, 7).toString("base64")
    const res = await admin.post(`/admin/lab-orders/${id}/result`).send({ name: "full.bin", content }).expect(200)
    expect(res.body.result.size).toBe(10 * 1024 * 1024)
    const other = await admin.post(`/admin/lab-orders/${id}`).send({ status: "canceled", padding: "x".repeat(200_000) })
    expect(other.status).toBe(413)
  })
})

/** An approved individual customer signed up with `email`. */
async function approvedWithEmail(email: string) {
  const customer = await withUsBillingAddress(await signedInCustomer(email))
  await setApplicationStatus(customer.id, "approved")
  return customer
}

describe("GET /admin/lab-orders?q= by email (the lab order's copy of its order's email)", () => {
  // `_` and `.` in the addresses: an unescaped `_` in the search would also match `labxfind…`
  const tag = randomUUID().slice(0, 8)
  const emails = { one: `lab_find_${tag}@example.test`, longer: `lab_find_${tag}.two@example.test`, other: `labxfind_${tag}@example.test` }
  const labOrderIdsOf: Record<keyof typeof emails, string[]> = { one: [], longer: [], other: [] }
  const orderIdOf: Partial<Record<keyof typeof emails, string>> = {}

  beforeAll(async () => {
    for (const key of Object.keys(emails) as (keyof typeof emails)[]) {
      const { order } = await placeOrder(await approvedWithEmail(emails[key]), [{ sku: "VITD-THY-1", quantity: key === "one" ? 2 : 1 }])
      orderIdOf[key] = order.id
      labOrderIdsOf[key] = (await labOrdersOf(order.id, key === "one" ? 2 : 1)).map((l) => l.id)
    }
  }, 180_000)

  const searched = async (q: string) => {
    const res = await admin.get(`/admin/lab-orders?limit=100&q=${encodeURIComponent(q)}`).expect(200)
    expect(res.body.count, q).toBe(res.body.lab_orders.length)
    return (res.body.lab_orders as { id: string }[]).map((l) => l.id).sort()
  }

  it("gives a lab order created by checkout its order's email", async () => {
    const rows = await sql<{ email: string; order_email: string }>(
      `select lo.email, o.email as order_email from lab_order lo join "order" o on o.id = lo.order_id where lo.order_id = any($1)`,
      [Object.values(orderIdOf)]
    )
    expect(rows).toHaveLength(4)
    expect(rows.every((r) => r.email === r.order_email)).toBe(true)
    expect(rows.map((r) => r.email).sort()).toEqual([emails.one, emails.one, emails.longer, emails.other].sort())
  })

  it("finds exactly the lab orders whose email starts with the text, in any case, with % and _ taken literally", async () => {
    expect(await searched(`LAB_FIND_${tag.toUpperCase()}`)).toEqual([...labOrderIdsOf.one, ...labOrderIdsOf.longer].sort())
    expect(await searched(`lab_find_${tag}@`)).toEqual([...labOrderIdsOf.one].sort())
    expect(await searched(`Lab_Find_${tag}.`)).toEqual(labOrderIdsOf.longer)
    expect(await searched(`labxfind_${tag}`)).toEqual(labOrderIdsOf.other)
    expect(await searched(`lab%find_${tag}`)).toEqual([])
    expect(await searched(`lab_find_${tag}%`)).toEqual([])
    expect(await searched(`find_${tag}`)).toEqual([]) // the start of the email, not any part of it
  })

  it("follows a change of the order's email through Medusa's admin order update", async () => {
    const changed = `Changed_${tag}@Example.test`
    await admin.post(`/admin/orders/${orderIdOf.other}`).send({ email: changed }).expect(200)
    const [row] = await sql<{ email: string }>(`select distinct email from lab_order where order_id = $1`, [orderIdOf.other])
    expect(row.email).toBe(changed)
    expect(await searched(`changed_${tag}@example`)).toEqual(labOrderIdsOf.other)
    // The old address is no longer the order's, but still the account's of the customer who ordered: found by that.
    await sql(`update customer set email = $2 where email = $1`, [emails.other, `moved_${tag}@example.test`])
    expect(await searched(`labxfind_${tag}`)).toEqual([])
    expect(await searched(`moved_${tag}`)).toEqual(labOrderIdsOf.other)
    const res = await admin.get(`/admin/lab-orders?q=${encodeURIComponent(changed)}`).expect(200)
    expect(res.body.lab_orders[0]).toMatchObject({ id: labOrderIdsOf.other[0], customer_email: changed })
  })
})

describe("migration LabOrderEmail1764300000000", () => {
  /**
   * Runs in a scratch schema of its own (the two tables shaped as before the migration, rolled back at the end), so
   * the test store's own tables are not locked while other test files use them.
   */
  it("fills existing lab orders' email from their orders, indexes it for index-only searches, follows order changes; down() undoes it", async () => {
    const client = new pg.Client({ connectionString: inject("databaseUrl") })
    await client.connect()
    const migration = new LabOrderEmail1764300000000()
    const runner = { query: (text: string) => client.query(text) } as unknown as Parameters<typeof migration.up>[0]
    const one = async (text: string) => (await client.query(text)).rows[0]
    const columns = async () =>
      (
        await client.query(
          `select column_name from information_schema.columns where table_schema = 'lab_email_migration' and table_name = 'lab_order' order by ordinal_position`
        )
      ).rows.map((r: { column_name: string }) => r.column_name)
    try {
      await client.query("begin")
      await client.query("create schema lab_email_migration")
      await client.query("set local search_path = lab_email_migration")
      await client.query(`create table "order" (id varchar primary key, email varchar not null)`)
      await client.query(
        `create table lab_order (id varchar primary key, order_id varchar not null references "order" (id), line_item_id varchar not null,
                                 unit_index integer not null, status varchar not null default 'received',
                                 created_at timestamptz not null default now(), updated_at timestamptz not null default now())`
      )
      await client.query(`insert into "order" select 'order_' || n, 'Customer-' || (n % 7) || '@Example.test' from generate_series(1, 300) n`)
      await client.query(
        `insert into lab_order (id, order_id, line_item_id, unit_index) select 'labord_' || n || '_' || u, 'order_' || n, 'item_' || n, u
         from generate_series(1, 300) n, generate_series(0, 1) u`
      )

      await migration.up(runner)
      expect(await columns()).toContain("email")
      expect((await one(`select count(*)::int as n from lab_order lo join "order" o on o.id = lo.order_id where lo.email is distinct from o.email`)).n).toBe(0)
      expect((await one(`select count(*)::int as n from lab_order where email = 'Customer-3@Example.test'`)).n).toBe(2 * 43)
      await client.query("savepoint without_email")
      await expect(client.query(`insert into lab_order (id, order_id, line_item_id, unit_index) values ('labord_x', 'order_1', 'item_x', 0)`)).rejects.toThrow(
        /null value in column "email"/
      )
      await client.query("rollback to savepoint without_email")
      // the search's count, asked with the other plans discouraged: the index alone can answer it
      await client.query("set local enable_seqscan = off")
      await client.query("set local enable_bitmapscan = off")
      const plan = (await client.query(`explain select count(*) from lab_order lo where lower(lo.email) like 'customer-3@%'`)).rows
        .map((r: { "QUERY PLAN": string }) => r["QUERY PLAN"])
        .join("\n")
      expect(plan).toMatch(/Index Only Scan using "?IDX_lab_order_email_prefix"?/)
      await client.query(`update "order" set email = 'Moved@Example.test' where id = 'order_10'`)
      expect((await client.query(`select email from lab_order where order_id = 'order_10'`)).rows).toEqual([{ email: "Moved@Example.test" }, { email: "Moved@Example.test" }])

      await migration.down(runner)
      expect(await columns()).not.toContain("email")
      await client.query(`update "order" set email = 'Again@Example.test' where id = 'order_11'`)
      expect((await one(`select count(*)::int as n from pg_proc where proname = 'lab_order_email_follows_order' and pronamespace = 'lab_email_migration'::regnamespace`)).n).toBe(0)
    } finally {
      await client.query("rollback")
      await client.end()
    }
  })
})
