import pg from "pg"
import { describe, expect, inject, it } from "vitest"
import { OrderClinic1764700000001 } from "../../backend/src/migrations/1764700000001-order-clinic"

const ADDRESS_A = { address_1: "1 Clinic Way", city: "Springfield", postal_code: "12345", country_code: "us" }

describe("migration OrderClinic1764700000001", () => {
  /**
   * Runs in a scratch schema of its own (the tables it reads, shaped as before the migration, rolled back at the end),
   * so the test store's own tables are not locked while other test files use them.
   */
  it("records existing orders for the clinic they were made for, drops invoice.clinic_id; down() puts it back", async () => {
    const client = new pg.Client({ connectionString: inject("databaseUrl") })
    await client.connect()
    const migration = new OrderClinic1764700000001()
    const runner = { query: (text: string) => client.query(text) } as unknown as Parameters<typeof migration.up>[0]
    const rows = async (text: string) => (await client.query(text)).rows
    const invoiceColumns = async () =>
      (
        await rows(`select column_name from information_schema.columns where table_schema = 'order_clinic_migration' and table_name = 'invoice'`)
      ).map((r: { column_name: string }) => r.column_name)
    try {
      await client.query("begin")
      await client.query("create schema order_clinic_migration")
      await client.query("set local search_path = order_clinic_migration")
      await client.query(`create table "order" (id varchar primary key, customer_id varchar, created_at timestamptz not null)`)
      await client.query(`create table clinic (id varchar primary key, name varchar not null, billing_email varchar not null, billing_address jsonb not null)`)
      await client.query(`create table clinic_member (id varchar primary key, clinic_id varchar not null, customer_id varchar not null unique)`)
      await client.query(`create table approval_request (id varchar primary key, clinic_id varchar not null, order_id varchar, status varchar not null)`)
      await client.query(
        `create table invoice (order_id varchar primary key, store_id varchar not null, number integer not null, clinic_id varchar, issued_at timestamptz not null default now())`
      )
      await client.query(`insert into clinic values ('clinic_a', 'Clinic A', 'billing@a.test', $1), ('clinic_b', 'Clinic B', 'billing@b.test', '{"address_1": "2 B Street"}')`, [
        JSON.stringify(ADDRESS_A),
      ])
      // The mover ordered for A (invoiced to A), then moved to B; the member is still in A; the loner is in no clinic.
      await client.query(`insert into clinic_member values ('m1', 'clinic_b', 'cus_mover'), ('m2', 'clinic_a', 'cus_member')`)
      await client.query(
        `insert into "order" values
           ('order_moved', 'cus_mover', '2026-01-01T10:00:00Z'),
           ('order_own', 'cus_mover', '2026-01-02T10:00:00Z'),
           ('order_unnumbered', 'cus_member', '2026-01-03T10:00:00Z'),
           ('order_approved', 'cus_mover', '2026-01-04T10:00:00Z'),
           ('order_gone', 'cus_member', '2026-01-05T10:00:00Z'),
           ('order_loner', 'cus_loner', '2026-01-06T10:00:00Z')`
      )
      await client.query(
        `insert into invoice (order_id, store_id, number, clinic_id) values
           ('order_moved', 'store', 1, 'clinic_a'), ('order_own', 'store', 2, null), ('order_approved', 'store', 3, 'clinic_b'), ('order_gone', 'store', 4, 'clinic_deleted')`
      )
      // Approved from A, numbered once the member had moved to B: the approval says whose it is.
      await client.query(`insert into approval_request values ('apr_1', 'clinic_a', 'order_approved', 'approved'), ('apr_2', 'clinic_b', null, 'pending')`)

      await migration.up(runner)
      expect(await rows(`select order_id, clinic_id, clinic_name, billing_email, billing_address, recorded_at from order_clinic order by order_id`)).toEqual([
        { order_id: "order_approved", clinic_id: "clinic_a", clinic_name: "Clinic A", billing_email: "billing@a.test", billing_address: ADDRESS_A, recorded_at: new Date("2026-01-04T10:00:00Z") },
        { order_id: "order_moved", clinic_id: "clinic_a", clinic_name: "Clinic A", billing_email: "billing@a.test", billing_address: ADDRESS_A, recorded_at: new Date("2026-01-01T10:00:00Z") },
        { order_id: "order_unnumbered", clinic_id: "clinic_a", clinic_name: "Clinic A", billing_email: "billing@a.test", billing_address: ADDRESS_A, recorded_at: new Date("2026-01-03T10:00:00Z") },
      ])
      expect(await invoiceColumns()).not.toContain("clinic_id")

      await migration.down(runner)
      expect(await invoiceColumns()).toContain("clinic_id")
      expect(await rows(`select order_id, clinic_id from invoice order by order_id`)).toEqual([
        { order_id: "order_approved", clinic_id: "clinic_a" },
        { order_id: "order_gone", clinic_id: null },
        { order_id: "order_moved", clinic_id: "clinic_a" },
        { order_id: "order_own", clinic_id: null },
      ])
      expect(await rows(`select 1 from information_schema.tables where table_schema = 'order_clinic_migration' and table_name = 'order_clinic'`)).toEqual([])
    } finally {
      await client.query("rollback")
      await client.end()
    }
  })
})
