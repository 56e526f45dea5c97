import { describe, expect, it } from "vitest"
import { exceededLimit, type SpendingCheck } from "../../backend/src/domain/spending-limits"

const check = (overrides: Partial<SpendingCheck>): SpendingCheck => ({
  role: "member",
  limits: { per_order: 10_000, per_month: 30_000 },
  total: 5_000,
  currency_code: "usd",
  clinic_currency: "usd",
  month_spend: 0,
  ...overrides,
})

describe("spending limits", () => {
  it("lets a cart at the limits through and stops one over them, per order first", () => {
    expect(exceededLimit(check({ total: 10_000, month_spend: 20_000 }))).toBeNull()
    expect(exceededLimit(check({ total: 10_001 }))).toEqual({ limit: "per_order", limit_amount: 10_000 })
    expect(exceededLimit(check({ total: 10_001, month_spend: 25_000 }))).toEqual({ limit: "per_order", limit_amount: 10_000 })
    expect(exceededLimit(check({ total: 5_000, month_spend: 25_001 }))).toEqual({ limit: "per_month", limit_amount: 30_000 })
  })

  it("has no limits for owners and admins, nor for a member without any", () => {
    expect(exceededLimit(check({ role: "owner", total: 1_000_000 }))).toBeNull()
    expect(exceededLimit(check({ role: "admin", total: 1_000_000 }))).toBeNull()
    expect(exceededLimit(check({ limits: { per_order: null, per_month: null }, total: 1_000_000 }))).toBeNull()
  })

  it("sends a cart in another currency than the clinic's to approval when a limit is set", () => {
    expect(exceededLimit(check({ currency_code: "eur", total: 1 }))).toEqual({ limit: "per_order", limit_amount: 10_000 })
    expect(exceededLimit(check({ currency_code: "EUR", limits: { per_order: null, per_month: 0 } }))).toEqual({ limit: "per_month", limit_amount: 0 })
    expect(exceededLimit(check({ currency_code: "USD", total: 1 }))).toBeNull()
  })
})
