import { describe, expect, it, vi } from "vitest"
import { request, staff } from "../support/client"
import { approvedIndividual, newCart, regionId, variantId, type Customer } from "../support/commerce-fixtures"
import { confirmCard, europeanCart, intentOf, openPayment } from "../support/card-fixtures"
import { sql } from "../support/db"

/**
 * Discount codes on the customer's own cart: the owner applies and removes them (Medusa's totals carry the discount),
 * nobody else may (404, 401), a code the cart may not use is refused naming the code and the reason, and a card
 * payment follows the new total (or the write is refused once the card is confirmed).
 */
vi.setConfig({ testTimeout: 120_000 })

type Cart = { id: string; subtotal: number; discount_total: number; total: number; discounts: { code: string }[] }

async function cartWithItem(customer: Customer): Promise<string> {
  const cartId = await newCart(customer)
  await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("AMH-HOME"), quantity: 2 }).expect(200)
  return cartId
}

/** A 10 % discount made by staff with the given code and regions; returns its id. */
async function staffDiscount(code: string, regions: string[], extra: Record<string, unknown> = {}): Promise<string> {
  const admin = await staff()
  const res = await admin.post("/admin/discounts").send({ code, rule: { type: "percentage", value: 10, allocation: "total" }, regions, is_dynamic: false, ...extra })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.discount.id as string
}

const uniqueCode = (tag: string) => `${tag}${Math.random().toString(36).slice(2, 8).toUpperCase()}`

const apply = (customer: Customer, cartId: string, code: string) => customer.agent.post(`/store/carts/${cartId}`).send({ discounts: [{ code }] })

describe("discount codes on the customer's own cart", () => {
  it("applies the seeded demo code in any letter case: Medusa's totals carry 10 % off, and removing it restores them", async () => {
    const owner = await approvedIndividual()
    const cartId = await cartWithItem(owner)
    const before = (await owner.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart as Cart
    const res = await apply(owner, cartId, "welcome10")
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const cart = res.body.cart as Cart
    expect(cart.discounts.map((d) => d.code)).toEqual(["WELCOME10"])
    expect(cart.discount_total).toBe(Math.round(before.subtotal * 0.1))
    expect(cart.total).toBe(before.total - cart.discount_total)

    const removed = await owner.agent.delete(`/store/carts/${cartId}/discounts/welcome10`)
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    expect(removed.body.cart).toMatchObject({ discount_total: 0, total: before.total, discounts: [] })
    const again = await owner.agent.delete(`/store/carts/${cartId}/discounts/WELCOME10`)
    expect([again.status, again.body.message]).toEqual([404, 'discounts: code "WELCOME10" is not on this cart'])
  })

  it("answers another customer 404 and a visitor 401, and leaves the cart without the discount", async () => {
    const owner = await approvedIndividual()
    const cartId = await cartWithItem(owner)
    const other = await approvedIndividual()
    const foreign = await apply(other, cartId, "WELCOME10")
    expect([foreign.status, foreign.body]).toEqual([404, { type: "not_found", message: "No such cart" }])
    expect((await request().post(`/store/carts/${cartId}`).send({ discounts: [{ code: "WELCOME10" }] })).status).toBe(401)
    await apply(owner, cartId, "WELCOME10").expect(200)
    const foreignRemoval = await other.agent.delete(`/store/carts/${cartId}/discounts/WELCOME10`)
    expect([foreignRemoval.status, foreignRemoval.body]).toEqual([404, { type: "not_found", message: "No such cart" }])
    expect((await request().delete(`/store/carts/${cartId}/discounts/WELCOME10`)).status).toBe(401)
    const cart = (await owner.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart as Cart
    expect(cart.discounts.map((d) => d.code)).toEqual(["WELCOME10"])
  })

  it("refuses a malformed list with 400 naming the field", async () => {
    const owner = await approvedIndividual()
    const cartId = await cartWithItem(owner)
    for (const [body, field] of [
      [{ discounts: [{ code: "" }] }, "discounts.0.code"],
      [{ discounts: "WELCOME10" }, "discounts"],
      [{ discounts: [{ code: "WELCOME10", value: 100 }] }, "discounts.0"],
      [{ gift_cards: [{ code: "x".repeat(65) }] }, "gift_cards.0.code"],
    ] as const) {
      const res = await owner.agent.post(`/store/carts/${cartId}`).send(body)
      expect([res.status, String(res.body.message).startsWith(`${field}:`)], res.body.message).toEqual([400, true])
    }
  })

  it("refuses an unknown, disabled, expired, used-up or other-region code with 400 naming the code and the reason", async () => {
    const owner = await approvedIndividual()
    const cartId = await cartWithItem(owner)
    const usd = await regionId("usd")
    const eur = await regionId("eur")
    const elsewhere = uniqueCode("EUONLY")
    await staffDiscount(elsewhere, [eur])
    const usedUp = uniqueCode("USEDUP")
    const usedUpId = await staffDiscount(usedUp, [usd], { usage_limit: 1 })
    await sql(`update discount set usage_count = 1 where id = $1`, [usedUpId])
    const expired = uniqueCode("EXPIRED")
    const expiredId = await staffDiscount(expired, [usd])
    await sql(`update discount set starts_at = '2025-01-01', ends_at = '2025-06-30' where id = $1`, [expiredId])
    const disabled = uniqueCode("OFF")
    await staffDiscount(disabled, [usd], { is_disabled: true })
    const cases: [string, string][] = [
      ["NO-SUCH-CODE", 'discounts: code "NO-SUCH-CODE" is not a known discount code'],
      [elsewhere, `discounts: code "${elsewhere}" is not valid in this cart's region`],
      [usedUp, `discounts: code "${usedUp}" is used up (used 1 of 1 times)`],
      [expired, `discounts: code "${expired}" expired on 2025-06-30`],
      [disabled, `discounts: code "${disabled}" is disabled`],
    ]
    for (const [code, message] of cases) {
      const res = await apply(owner, cartId, code)
      expect([res.status, res.body.type, res.body.message]).toEqual([400, "invalid_data", message])
    }
    const cart = (await owner.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart as Cart
    expect([cart.discounts, cart.discount_total]).toEqual([[], 0])
  })

  it("moves an open card payment to the discounted total, and refuses the code once the card is confirmed", async () => {
    const buyer = await approvedIndividual()
    const cartId = await europeanCart(buyer)
    const opened = await openPayment(buyer, cartId)
    const intentId = opened.payment_session!.data.id!
    const applied = await apply(buyer, cartId, "WELCOME10")
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    const discounted = applied.body.cart as Cart
    expect(discounted.total).toBeLessThan(opened.total)
    expect((await intentOf(intentId)).amount).toBe(discounted.total)

    expect((await confirmCard(opened.payment_session!.data.client_secret!, "pm_card_visa")).body.status).toBe("requires_capture")
    const removal = await buyer.agent.delete(`/store/carts/${cartId}/discounts/WELCOME10`)
    expect(removal.status, JSON.stringify(removal.body)).toBe(409)
    expect(removal.body.message).toMatch(/^cart: the card was authorised/)
    const cart = (await buyer.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart as Cart
    expect([cart.discounts.map((d) => d.code), cart.total]).toEqual([["WELCOME10"], discounted.total])
  })
})
