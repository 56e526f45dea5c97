import { describe, expect, it, vi } from "vitest"
import { request, staff } from "../support/client"
import { approvedIndividual, newCart, regionId, variantId, type Customer } from "../support/commerce-fixtures"
import { sql } from "../support/db"

/**
 * Gift cards: anyone may look a code up (throttled per address like sign-in attempts),
 * the owner of a cart redeems one on it (Medusa's totals carry it), nobody else may, and a code the cart may not use
 * is refused naming the code and the reason.
 */
vi.setConfig({ testTimeout: 120_000 })

/** A gift card of `value` in the region of `currency`, issued by staff; returns its code and id. */
async function giftCard(value: number, currency = "usd"): Promise<{ code: string; id: string }> {
  const res = await (await staff()).post("/admin/gift-cards").send({ value, region_id: await regionId(currency) })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { code: res.body.gift_card.code as string, id: res.body.gift_card.id as string }
}

async function cartWithItem(customer: Customer): Promise<string> {
  const cartId = await newCart(customer)
  await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("AMH-HOME"), quantity: 1 }).expect(200)
  return cartId
}

const redeem = (customer: Customer, cartId: string, code: string) => customer.agent.post(`/store/carts/${cartId}`).send({ gift_cards: [{ code }] })

describe("gift cards", () => {
  it("answers a visitor the balance of a code, and 404 for a code nobody issued", async () => {
    const card = await giftCard(2500)
    const found = await request().get(`/store/gift-cards/${card.code}`)
    expect(found.status, JSON.stringify(found.body)).toBe(200)
    expect(found.body.gift_card).toMatchObject({ code: card.code, balance: 2500 })
    expect((await request().get("/store/gift-cards/NO-SUCH-CARD")).status).toBe(404)
    const unreadable = await request().get("/store/gift-cards/%00")
    expect([unreadable.status, unreadable.body.message]).toEqual([400, "code: printable text only"])
  })

  it("throttles look-ups per client address like sign-in attempts: the 21st in the window answers 429", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await request().get("/store/gift-cards/GUESS-" + i).set("X-Forwarded-For", "192.0.2.77")).status)
    expect(statuses.slice(0, 20)).not.toContain(429)
    expect(statuses[20]).toBe(429)
  })

  it("redeems a code on the owner's cart (gift_card_total), and refuses it to another customer (404) and a visitor (401)", async () => {
    const owner = await approvedIndividual()
    const cartId = await cartWithItem(owner)
    const card = await giftCard(1000)
    const before = (await owner.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart as { total: number }
    const other = await approvedIndividual()
    const foreign = await redeem(other, cartId, card.code)
    expect([foreign.status, foreign.body]).toEqual([404, { type: "not_found", message: "No such cart" }])
    expect((await request().post(`/store/carts/${cartId}`).send({ gift_cards: [{ code: card.code }] })).status).toBe(401)
    const res = await redeem(owner, cartId, card.code)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.cart).toMatchObject({ gift_card_total: 1000, total: before.total - 1000 })
  })

  it("refuses an unknown, disabled, spent, expired or other-region card with 400 naming the code and the reason", async () => {
    const owner = await approvedIndividual()
    const cartId = await cartWithItem(owner)
    const disabled = await giftCard(1000)
    await sql(`update gift_card set is_disabled = true where id = $1`, [disabled.id])
    const spent = await giftCard(1000)
    await sql(`update gift_card set balance = 0 where id = $1`, [spent.id])
    const expired = await giftCard(1000)
    await sql(`update gift_card set ends_at = '2025-03-31' where id = $1`, [expired.id])
    const european = await giftCard(1000, "eur")
    const cases: [string, string][] = [
      ["NO-SUCH-CARD", 'gift_cards: code "NO-SUCH-CARD" is not a known gift card code'],
      [disabled.code, `gift_cards: code "${disabled.code}" is disabled`],
      [spent.code, `gift_cards: code "${spent.code}" has no balance left`],
      [expired.code, `gift_cards: code "${expired.code}" expired on 2025-03-31`],
      [european.code, `gift_cards: code "${european.code}" is not valid in this cart's region`],
    ]
    for (const [code, message] of cases) {
      const res = await redeem(owner, cartId, code)
      expect([res.status, res.body.type, res.body.message]).toEqual([400, "invalid_data", message])
    }
    expect((await owner.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart.gift_card_total).toBe(0)
  })
})
