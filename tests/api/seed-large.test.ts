import { execFileSync } from "node:child_process"
import path from "node:path"
import pg from "pg"
import { beforeAll, describe, expect, inject, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { FULL, sizesFor } from "../../backend/scripts/seed-large/sizes.mjs"

const SCALE = 0.003 // the smallest scale with every application status (3 applications)
const DATABASE = "clinic_store_large_test"

type Sizes = Record<keyof typeof FULL, number>
type Report = { sizes: Sizes; ran: { name: string }[]; skipped: string[]; counts: Record<string, number> }

/** Runs `npm run seed:large` at a tiny scale into its own database on the test server; returns its report line. */
function seedLarge(...extra: string[]): Report {
  const output = execFileSync(process.execPath, ["backend/scripts/seed-large.mjs", "--scale", String(SCALE), "--database", DATABASE, ...extra], {
    cwd: path.resolve("."),
    env: { ...process.env, DATABASE_URL: inject("databaseUrl"), LOG_LEVEL: "error" },
    encoding: "utf8",
  })
  return JSON.parse(/seed:large: (.*)/.exec(output)![1]) as Report
}

/** Runs queries against the generated database. */
async function inLarge<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(inject("databaseUrl"))
  url.pathname = `/${DATABASE}`
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const TABLES = ["product", "product_variant", "money_amount", "customer", "address", "clinic", "clinic_member", "order", "order_clinic", "line_item", "payment", "shipping_method", "lab_order", "contact_submission"]
const tableCounts = () =>
  inLarge(async (client) => {
    const counts: Record<string, number> = {}
    for (const table of TABLES) counts[table] = Number((await client.query(`select count(*) from "${table}"`)).rows[0].count)
    return counts
  })

describe("npm run seed:large", () => {
  const sizes = sizesFor(SCALE) as Sizes
  let first: Report

  beforeAll(() => {
    first = seedLarge("--fresh")
  }, 600_000)

  it("generates every kind of row at the asked scale, and a second run changes nothing", async () => {
    expect(first.ran.map((step) => step.name)).toEqual(["products", "customers and clinics", "orders", "contact messages"])
    expect(first.counts).toEqual({
      products: sizes.products,
      variants: sizes.products * sizes.variantsPerProduct,
      prices: sizes.products * sizes.variantsPerProduct * 4, // the demo seed's four regions, one currency each
      categories: sizes.categories,
      audiences: sizes.products,
      clinics: sizes.clinics,
      customers: sizes.customers,
      applications: sizes.applications,
      orders: sizes.orders,
      orderClinics: sizes.orders, // every order's customer is a clinic member
      lineItems: sizes.orders * sizes.itemsPerOrder,
      payments: sizes.orders,
      labOrders: sizes.orders * sizes.itemsPerOrder,
      contactMessages: sizes.contactMessages,
    })
    const before = await tableCounts()
    const second = seedLarge()
    expect(second.ran).toEqual([])
    expect(second.counts).toEqual(first.counts)
    expect(await tableCounts()).toEqual(before)
  }, 300_000)

  it("gives the subject clinic its orders and products, mixed statuses elsewhere, and consistent orders", async () => {
    const facts = await inLarge(async (client) => {
      const one = async (sql: string) => (await client.query(sql)).rows[0]
      return {
        subjectOrders: Number((await one(`select count(*) from order_clinic where clinic_id = 'clinic_large_000000'`)).count),
        subjectProducts: Number((await one(`select count(*) from product_audience where id like 'prodaud\\_large\\_%' and audience = 'Epilepsy Clinic'`)).count),
        clinicStatuses: (await client.query(`select distinct status from clinic where id like 'clinic\\_large\\_%' order by status`)).rows.map((r) => r.status),
        applicationStatuses: (await client.query(`select distinct status as s from customer_application where customer_id like 'cus\\_large\\_%' order by s`)).rows.map((r) => r.s),
        fulfilment: (await client.query(`select distinct fulfillment_status::text as s from "order" where id like 'order\\_large\\_%' order by s`)).rows.map((r) => r.s),
        // every order's payment is its items plus shipping; every item has its lab order; no member in two clinics
        badPayments: Number((await one(`select count(*) from payment p join "order" o on o.id = p.order_id where p.id like 'pay\\_large\\_%' and p.amount <> (select sum(unit_price * quantity) from line_item where order_id = o.id) + (select price from shipping_method where order_id = o.id)`)).count),
        itemsWithoutLabOrder: Number((await one(`select count(*) from line_item i where i.id like 'item\\_large\\_%' and not exists (select 1 from lab_order l where l.line_item_id = i.id)`)).count),
        orphanOrders: Number((await one(`select count(*) from "order" o where id like 'order\\_large\\_%' and not exists (select 1 from customer c where c.id = o.customer_id and c.email = o.email)`)).count),
        // the lab order's copy of its order's email (the staff search by email reads it)
        labOrdersWithOtherEmail: Number((await one(`select count(*) from lab_order l join "order" o on o.id = l.order_id where l.id like 'labord\\_large\\_%' and l.email is distinct from o.email`)).count),
      }
    })
    expect(facts.subjectOrders).toBe(sizes.subjectOrders)
    expect(facts.subjectProducts).toBe(sizes.subjectProducts)
    expect(facts.clinicStatuses).toEqual(["approved", "awaiting", "rejected"])
    expect(facts.applicationStatuses).toEqual(["approved", "awaiting", "rejected"])
    expect(facts.fulfilment).toEqual(["canceled", "not_fulfilled", "shipped"])
    expect(facts).toMatchObject({ badPayments: 0, itemsWithoutLabOrder: 0, orphanOrders: 0, labOrdersWithOtherEmail: 0 })
  })

  it("refuses the demo store's database", () => {
    expect(() =>
      execFileSync(process.execPath, ["backend/scripts/seed-large.mjs", "--scale", String(SCALE), "--database", "clinic_store_dev"], {
        env: { ...process.env, DATABASE_URL: inject("databaseUrl") },
        encoding: "utf8",
        stdio: "pipe",
      })
    ).toThrow(/demo store's database/)
  })
})
