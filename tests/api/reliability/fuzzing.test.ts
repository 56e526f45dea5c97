import fc from "fast-check"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { agent, signedInCustomer, staff, uniqueEmail } from "../support/client"
import { clinicWithMembers } from "../support/clinic-fixtures"
import { createProduct, labOrdersOf, placeOrder, withUsBillingAddress } from "../support/commerce-fixtures"
import { inject } from "vitest"
import { FUZZ_ROUTES, type FuzzCaller, type FuzzTargets } from "./fuzz-routes"
import { tablePolicyOf } from "./table-routes"

// Property-based fuzzing of every product route's input: never a 5xx, Medusa's error shape on 4xx, and a
// refused request writes nothing (the rows it could touch are compared before and after).
vi.setConfig({ testTimeout: 300_000 })

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25)
type Agent = ReturnType<typeof agent>

let db: pg.Client
let callers: Record<FuzzCaller, Agent>
let targets: FuzzTargets
let customerIds: string[]
const runs: Record<string, number> = {}

/** The rows the fuzzed routes could write, as one comparable value. */
async function snapshot(): Promise<unknown> {
  const { rows } = await db.query(
    `select
       (select count(*) from clinic_member where clinic_id = $1 or customer_id = any($2)) as members,
       (select count(*) from clinic_invite where clinic_id = $1) as invites,
       (select string_agg(md5(c::text), ',') from clinic c where c.id = $1) as clinic,
       (select count(*) from uploaded_file where customer_id = any($2)) as files,
       (select count(*) from contact_submission where customer_id = any($2)) as contacts,
       (select string_agg(md5(coalesce(cu.metadata::text, '') || cu.email), ',' order by cu.id) from customer cu where cu.id = any($2)) as customers,
       (select string_agg(md5(l::text), ',') from lab_order l where l.id = $3) as lab_order,
       (select count(*) from lab_result where lab_order_id = $3) as results,
       (select count(*) from product_audience where product_id = $4) as audiences`,
    [targets.clinicId, customerIds, targets.labOrderId, targets.productId]
  )
  return rows[0]
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject("databaseUrl") })
  await db.connect()
  const [clinic, newcomer, staffAgent] = await Promise.all([clinicWithMembers(), signedInCustomer(uniqueEmail("fuzz-newcomer")), staff()])
  const { order } = await placeOrder(await withUsBillingAddress(clinic.member), [{ sku: "ASM-PGX-BLOOD", quantity: 1 }])
  const [labOrder] = await labOrdersOf(order.id, 1)
  targets = { clinicId: clinic.clinicId, labOrderId: labOrder.id, productId: await createProduct(["individual"]), newcomerId: newcomer.id }
  customerIds = [clinic.owner.id, clinic.admin.id, clinic.member.id, newcomer.id]
  callers = { owner: clinic.owner.agent, newcomer: newcomer.agent, staff: staffAgent, anonymous: agent() }
}, 300_000)

afterAll(async () => {
  await db?.end()
  const total = Object.values(runs).reduce((a, b) => a + b, 0)
  console.log(`fuzzing: ${Object.keys(runs).length} routes, ${RUNS_PER_ROUTE} runs per route, ${total} requests`)
  for (const [route, count] of Object.entries(runs)) console.log(`  ${count} runs  ${route}`)
})

describe("the fuzzed routes", () => {
  it("are routes of the route table, fuzzed as a caller the table lets through", () => {
    expect(FUZZ_ROUTES.filter((row) => !tablePolicyOf(row.route)).map((row) => row.route)).toEqual([])
    const anonymousOnCustomerRoutes = FUZZ_ROUTES.filter((row) => row.caller === "anonymous" && tablePolicyOf(row.route)?.caller === "customer")
    expect(anonymousOnCustomerRoutes.map((row) => row.route)).toEqual([])
  })
})

describe.each(FUZZ_ROUTES)("fuzz $route", (row) => {
  it(`${RUNS_PER_ROUTE} random inputs: no 5xx, error shape on 4xx, nothing written when refused`, async () => {
    await fc.assert(
      fc.asyncProperty(row.requests(targets), async (req) => {
        runs[row.route] = (runs[row.route] ?? 0) + 1
        const before = await snapshot()
        const call = callers[row.caller][row.method.toLowerCase() as "get" | "post" | "put" | "delete"](req.path).set(req.headers ?? {})
        const res = req.body === undefined ? await call : await call.set("content-type", "application/json").send(req.body)
        const what = `${row.method} ${req.path} ${req.body?.slice(0, 300) ?? ""} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`
        expect(res.status, what).toBeLessThan(500)
        // 431: Node's HTTP parser refuses a request line over 16 KB before any application code (no body)
        if (res.status >= 400 && res.status !== 431) {
          expect(typeof res.body?.type, what).toBe("string")
          expect(typeof res.body?.message, what).toBe("string")
          expect(await snapshot(), what).toEqual(before)
        }
      }),
      { numRuns: RUNS_PER_ROUTE }
    )
    expect(runs[row.route]).toBeGreaterThanOrEqual(RUNS_PER_ROUTE)
  })
})
