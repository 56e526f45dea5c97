// @vitest-environment node
import type { MedusaRequest } from "@medusajs/medusa"
import { describe, expect, it } from "vitest"
import { limitsApply } from "../../backend/src/domain/spending-limits"
import { unitsOfVariant, type CallerStanding } from "../../backend/src/persistence/cart"

/** The customer context's rules, loaded at run time (their models are compiled with the backend's settings, not the tests'). */
const customerContext = () =>
  import(/* @vite-ignore */ "../../backend/src/services/" + "customer-context") as Promise<{
    standingOfCaller(caller: CallerStanding | undefined): { application_status: string | null; audience: string } | null
  }>

/** A request on cart `cart_1` by `cus_1` whose manager records each statement and answers one cart with one line. */
function requestCountingStatements() {
  const statements: unknown[][] = []
  const manager = {
    query: async (_sql: string, params: unknown[]) => {
      statements.push(params)
      return [{ cart: { id: "cart_1", lines: [{ id: "item_1", variant_id: "variant_1", quantity: 2 }] }, caller: null }]
    },
  }
  const req = { params: { id: "cart_1" }, caller: { customerId: "cus_1" }, scope: { resolve: () => manager } } as unknown as MedusaRequest
  return { req, statements }
}

describe("the cart the guards of one request share", () => {
  it("is read once, with the caller, for every rule that asks; again only after a rule changed the cart", async () => {
    const { cartOf, cartChanged } = await import("../../backend/src/api/guards/guard")
    const { req, statements } = requestCountingStatements()
    const [first, second] = await Promise.all([cartOf(req), cartOf(req)])
    expect(await cartOf(req)).toBe(first)
    expect(second).toBe(first)
    expect(statements).toEqual([["cart_1", "cus_1"]])
    expect(first.cart?.lines).toHaveLength(1)
    await cartChanged(req)
    expect(statements).toHaveLength(2)
    expect(await cartOf(req)).not.toBe(first)
    expect(statements).toHaveLength(2)
  }, 120_000)

  it("counts the units of a variant over the cart's lines", () => {
    const lines = [
      { id: "a", variant_id: "v1", quantity: 2 },
      { id: "b", variant_id: "v2", quantity: 5 },
      { id: "c", variant_id: "v1", quantity: 3 },
      { id: "d", variant_id: null, quantity: 7 },
    ]
    expect(unitsOfVariant(lines, "v1")).toBe(5)
    expect(unitsOfVariant(lines, "v3")).toBe(0)
  })

  it("derives the caller's standing from the clinic when in one, else from their own application", async () => {
    const { standingOfCaller } = await customerContext()
    const caller: CallerStanding = {
      clinic_id: null,
      clinic_status: null,
      clinic_type: null,
      member_role: null,
      per_order: null,
      per_month: null,
      application_status: "approved",
    }
    expect(standingOfCaller(undefined)).toBeNull()
    expect(standingOfCaller(caller)).toEqual({ application_status: "approved", audience: "individual" })
    const member = { ...caller, clinic_id: "clinic_1", clinic_status: "awaiting", clinic_type: "Fertility Clinic", member_role: "member" } as CallerStanding
    expect(standingOfCaller(member)).toEqual({ application_status: "awaiting", audience: "Fertility Clinic" })
  }, 120_000)

  it("checks a member's spending only when a limit is set; never an owner's or an admin's", () => {
    expect(limitsApply("member", { per_order: 100, per_month: null })).toBe(true)
    expect(limitsApply("member", { per_order: null, per_month: 0 })).toBe(true)
    expect(limitsApply("member", { per_order: null, per_month: null })).toBe(false)
    expect(limitsApply("owner", { per_order: 100, per_month: 100 })).toBe(false)
    expect(limitsApply("admin", { per_order: 100, per_month: null })).toBe(false)
  })
})
