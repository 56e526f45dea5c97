import pg from "pg"
import { describe, expect, inject, it, vi } from "vitest"
import { LabOrderSample1764800000010 } from "../../backend/src/migrations/1764800000010-lab-order-sample"
import { clinicWithMembers, ownedClinic } from "./support/clinic-fixtures"
import { request, staff } from "./support/client"
import { labOrdersOf, placeOrder, toInAnalysis } from "./support/commerce-fixtures"
import { sql } from "./support/db"

// Orders and clinics are built through the HTTP API; generous time on a busy machine (no timing asserted).
vi.setConfig({ testTimeout: 180_000 })

const SAMPLE_ID = /^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/
const sample = { patient_reference: "EPI-2026/0042", sample_taken_on: "2026-11-30", consent_confirmed: true }

describe("samples identified", () => {
  it("gives each lab order a sample id; the clinic records the patient reference, day and consent; staff find it by sample id", async () => {
    const { owner, member } = await clinicWithMembers()
    const { order } = await placeOrder(member, [{ sku: "EPI-PANEL-STD", quantity: 2 }])
    const labOrders = await labOrdersOf(order.id, 2)
    const shown = (await member.agent.get(`/store/orders/${order.id}`).expect(200)).body.order.lab_orders as { id: string; sample_id: string }[]
    expect(shown.map((l) => l.sample_id)).toEqual([expect.stringMatching(SAMPLE_ID), expect.stringMatching(SAMPLE_ID)])
    expect(new Set(shown.map((l) => l.sample_id)).size).toBe(2)
    const [first, second] = labOrders

    // Any member of the clinic records it (the owner here); the answer and the order page show it.
    const saved = await owner.agent.post(`/store/lab-orders/${first.id}/sample`).send(sample).expect(200)
    expect(saved.body.lab_order).toMatchObject({ id: first.id, patient_reference: "EPI-2026/0042", sample_taken_on: "2026-11-30", consent_confirmed_at: expect.any(String) })
    const again = (await member.agent.get(`/store/orders/${order.id}`).expect(200)).body.order.lab_orders as { id: string; patient_reference: string | null }[]
    expect(again.find((l) => l.id === first.id)?.patient_reference).toBe("EPI-2026/0042")

    // Staff search the list by the sample id, in any case and without dashes.
    const sampleId = shown.find((l) => l.id === second.id)!.sample_id
    const admin = await staff()
    for (const q of [sampleId, sampleId.toLowerCase().replace(/-/g, "")]) {
      const found = await admin.get("/admin/lab-orders").query({ q }).expect(200)
      expect(found.body.lab_orders.map((l: { id: string }) => l.id)).toEqual([second.id])
      expect(found.body.lab_orders[0].sample_id).toBe(sampleId)
    }

    // Once the sample is at the lab, its details are settled.
    await toInAnalysis(second.id)
    const late = await member.agent.post(`/store/lab-orders/${second.id}/sample`).send(sample).expect(409)
    expect(late.body.message).toMatch(/before it reaches the lab/)
  })

  it("refuses names, email addresses, future days and missing consent with the reason; other clinics and visitors get nothing", async () => {
    const { owner } = await ownedClinic()
    const { order } = await placeOrder(owner, [{ sku: "EPI-PANEL-STD", quantity: 1 }])
    const [labOrder] = await labOrdersOf(order.id, 1)
    const path = `/store/lab-orders/${labOrder.id}/sample`
    const refused = [
      [{ ...sample, patient_reference: "jane.doe@example.com" }, /never an email address/],
      [{ ...sample, patient_reference: "Jane Doe" }, /letters, digits, -, _ and \/ only/],
      [{ ...sample, patient_reference: "x".repeat(41) }, /at most 40 characters/],
      [{ ...sample, patient_reference: "" }, /code for the patient/],
      [{ ...sample, sample_taken_on: "2999-01-01" }, /not a day in the future/],
      [{ ...sample, sample_taken_on: "2026-02-30" }, /a day that exists/],
      [{ ...sample, consent_confirmed: false }, /consent must be confirmed/],
      [{ patient_reference: "P1", sample_taken_on: "2026-11-30" }, /consent/],
    ] as const
    for (const [body, reason] of refused) {
      const res = await owner.agent.post(path).send(body)
      expect([res.status, JSON.stringify(res.body)]).toEqual([400, expect.stringMatching(reason)])
    }
    const stranger = await ownedClinic()
    expect((await stranger.owner.agent.post(path).send(sample)).status).toBe(404)
    expect((await request().post(path).send(sample)).status).toBe(401)
    const [row] = await sql<{ patient_reference: string | null }>(`select patient_reference from lab_order where id = $1`, [labOrder.id])
    expect(row.patient_reference).toBeNull()
  })
})

describe("migration LabOrderSample1764800000010", () => {
  /** In a scratch schema of its own (rolled back), so the test store's tables are not locked. */
  it("gives existing lab orders distinct sample ids, new ones get theirs by default; down() removes them", async () => {
    const client = new pg.Client({ connectionString: inject("databaseUrl") })
    await client.connect()
    const migration = new LabOrderSample1764800000010()
    const runner = { query: (text: string, params?: unknown[]) => client.query(text, params) } as unknown as Parameters<typeof migration.up>[0]
    try {
      await client.query("begin")
      await client.query("create schema lab_order_sample_migration")
      await client.query("set local search_path = lab_order_sample_migration")
      await client.query(`create table lab_order (id varchar primary key)`)
      await client.query(`insert into lab_order select 'labord_' || n from generate_series(1, 500) n`)
      await migration.up(runner)
      const ids = (await client.query(`select sample_id from lab_order`)).rows.map((r: { sample_id: string }) => r.sample_id)
      expect(new Set(ids).size).toBe(500)
      expect(ids.every((id) => SAMPLE_ID.test(id))).toBe(true)
      await client.query(`insert into lab_order (id) values ('labord_new')`)
      expect((await client.query(`select sample_id from lab_order where id = 'labord_new'`)).rows[0].sample_id).toMatch(SAMPLE_ID)
      await migration.down(runner)
      const columns = await client.query(`select column_name from information_schema.columns where table_schema = 'lab_order_sample_migration' and table_name = 'lab_order'`)
      expect(columns.rows.map((r: { column_name: string }) => r.column_name)).toEqual(["id"])
    } finally {
      await client.query("rollback")
      await client.end()
    }
  })
})
