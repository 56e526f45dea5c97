import type { Agent } from "supertest"
import { describe, expect, it, vi } from "vitest"
import { staff } from "./support/client"
import { approvedIndividual, variantId, type Customer } from "./support/commerce-fixtures"
import { confirmCard, europeanCart, intentOf, openPayment, stripeCall } from "./support/card-fixtures"
import { sql } from "./support/db"

/**
 * The money check: card orders whose carts are changed at random moments (before the card is confirmed, after it,
 * alongside the completion, by ordering again, after opening the payment again) end with the same figure authorised
 * at Stripe, charged by the capture, and recorded on the order. Prints the figures.
 */
// About 90 s on a quiet machine; the time-out leaves room for a busy one.
vi.setConfig({ testTimeout: 480_000 })

const ORDERS = 50
const AT_ONCE = 5

/** A seeded random number generator (mulberry32), so a failing run can be replayed. */
function randomFrom(seed: number) {
  let state = seed >>> 0
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) % below
  }
}

/** Requests sent: changes while the payment may follow (accepted), and changes after the card was confirmed (refused). */
type Tally = { changes: number; accepted: number; attacks: number; refused: number }

/** The outcome of one order: what was authorised at Stripe, charged by the capture, recorded on the order. */
type Outcome = { authorised: number; charged: number; recorded: number; orderTotal: number; moment: number; cartTotal: number }

type Run = { admin: Agent; random: (below: number) => number; tally: Tally }

async function addUnits(customer: Customer, cartId: string, quantity: number) {
  return customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("VITD-THY-1"), quantity })
}

/** A change while the intent is unconfirmed: the intent follows the cart. */
async function change(customer: Customer, cartId: string, run: Run) {
  run.tally.changes++
  if ((await addUnits(customer, cartId, 1 + run.random(4))).status === 200) run.tally.accepted++
}

/** A change after the card was confirmed: refused with a 4xx, the cart stays what the card pays for. */
async function attack(request: PromiseLike<{ status: number; body: unknown }>, run: Run) {
  run.tally.attacks++
  const res = await request
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500)
  if (res.status >= 400) run.tally.refused++
}

/** What Stripe.js does when the customer pays: confirms the session's intent, for the amount it holds now. */
async function confirmPayment(clientSecret: string) {
  expect((await confirmCard(clientSecret, "pm_card_visa")).body.status).toBe("requires_capture")
}

async function oneOrder(customer: Customer, previousOrderId: string | null, run: Run): Promise<Outcome & { orderId: string }> {
  const cartId = await europeanCart(customer, "VITD-THY-1", 1 + run.random(3))
  const opened = await openPayment(customer, cartId)
  if (run.random(2)) await change(customer, cartId, run)
  await confirmPayment(opened.payment_session!.data.client_secret!)
  const moment = run.random(4)
  if (moment === 0) await attack(addUnits(customer, cartId, 1 + run.random(9)), run)
  if (moment === 1 && previousOrderId) await attack(customer.agent.post(`/store/orders/${previousOrderId}/reorder`).send({ cart_id: cartId }), run)
  if (moment === 2) {
    // Opening the payment again releases the card; the cart changes and is paid anew.
    const reopened = await openPayment(customer, cartId)
    await change(customer, cartId, run)
    await confirmPayment(reopened.payment_session!.data.client_secret!)
  }
  // Sent now (supertest sends when awaited), so the change below races the completion.
  const completing = customer.agent.post(`/store/carts/${cartId}/complete`).then((res) => res)
  if (moment === 3) await attack(addUnits(customer, cartId, 1 + run.random(9)), run)
  const completed = await completing
  const cartTotal = (await customer.agent.get(`/store/carts/${cartId}`)).body.cart.total as number
  expect(completed.body.type, JSON.stringify(completed.body)).toBe("order")
  const orderId = completed.body.data.id as string
  const intentId = (completed.body.data.payments[0].data as { id: string }).id
  const captured = await run.admin.post(`/admin/orders/${orderId}/capture`)
  expect(captured.status, JSON.stringify(captured.body)).toBe(200)
  const intent = await intentOf(intentId)
  const authorised = intent.amount
  expect((await stripeCall(`/v1/charges/${intent.latest_charge}`)).body.amount).toBe(authorised)
  const [row] = await sql<{ amount: number }>(`select amount from payment where order_id = $1`, [orderId])
  return { orderId, authorised, charged: intent.amount_received, recorded: row.amount, orderTotal: captured.body.order.total as number, moment, cartTotal }
}

describe("the money check", () => {
  it(`${ORDERS} card orders changed at random moments: authorised = charged = recorded = the order's total`, async () => {
    const run: Run = { admin: await staff(), random: randomFrom(20261128), tally: { changes: 0, accepted: 0, attacks: 0, refused: 0 } }
    const outcomes: Outcome[] = []
    const buyers = await Promise.all(Array.from({ length: AT_ONCE }, () => approvedIndividual()))
    const previous: (string | null)[] = buyers.map(() => null)
    for (let round = 0; round < ORDERS / AT_ONCE; round++) {
      const placed = await Promise.all(buyers.map((buyer, i) => oneOrder(buyer, previous[i], run)))
      placed.forEach((outcome, i) => {
        previous[i] = outcome.orderId
        outcomes.push(outcome)
      })
    }
    const sum = (pick: (o: Outcome) => number) => outcomes.reduce((total, o) => total + pick(o), 0)
    const mismatched = outcomes.filter((o) => !(o.authorised === o.charged && o.charged === o.recorded && o.recorded === o.orderTotal))
    console.info(
      `money check: ${outcomes.length} card orders; authorised ${sum((o) => o.authorised)}, charged ${sum((o) => o.charged)}, recorded ${sum((o) => o.recorded)}, ` +
        `order totals ${sum((o) => o.orderTotal)} (cents); ${mismatched.length} mismatched; ` +
        `changes before the card was confirmed ${run.tally.changes} (accepted ${run.tally.accepted}), after it ${run.tally.attacks} (refused ${run.tally.refused})`
    )
    expect(outcomes).toHaveLength(ORDERS)
    expect(mismatched, JSON.stringify(mismatched)).toEqual([])
    expect(run.tally.accepted).toBe(run.tally.changes)
    expect(run.tally.refused).toBe(run.tally.attacks)
  })
})
