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
vi.setConfig({ testTimeout: 240_000 })

const ORDERS = 50
const AT_ONCE = 5

/** A seeded random number generator, so a failing run can be replayed. */
function randomFrom(seed: number) {
  let state = seed
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % below
  }
}

type Tally = { requests: number; refused: number }

/** The outcome of one order: what was authorised, charged and recorded, and the writes refused on the way. */
type Outcome = { authorised: number; charged: number; recorded: number; orderTotal: number }

async function changeLines(customer: Customer, cartId: string, quantity: number, tally: Tally) {
  tally.requests++
  const res = await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("VITD-THY-1"), quantity })
  if (res.status >= 400) tally.refused++
  return res
}

async function oneOrder(customer: Customer, previousOrderId: string | null, random: (below: number) => number, tally: Tally): Promise<Outcome & { orderId: string }> {
  const cartId = await europeanCart(customer, "VITD-THY-1", 1 + random(3))
  let payment = await openPayment(customer, cartId)
  // Before the card is confirmed: the intent follows the cart.
  if (random(2)) await changeLines(customer, cartId, 1 + random(5), tally)
  payment = await openPayment(customer, cartId)
  await confirmCard(payment.payment_session!.data.client_secret!, "pm_card_visa")
  const moment = random(4)
  if (moment === 0) await changeLines(customer, cartId, 1 + random(9), tally)
  if (moment === 1 && previousOrderId) {
    tally.requests++
    if ((await customer.agent.post(`/store/orders/${previousOrderId}/reorder`).send({ cart_id: cartId })).status >= 400) tally.refused++
  }
  if (moment === 2) {
    // Opening the payment again releases the card; the cart changes and is paid anew.
    payment = await openPayment(customer, cartId)
    await changeLines(customer, cartId, 1 + random(4), tally)
    payment = await openPayment(customer, cartId)
    await confirmCard(payment.payment_session!.data.client_secret!, "pm_card_visa")
  }
  const [completed] = await Promise.all([customer.agent.post(`/store/carts/${cartId}/complete`), moment === 3 ? changeLines(customer, cartId, 1 + random(9), tally) : null])
  expect(completed.body.type, JSON.stringify(completed.body)).toBe("order")
  const orderId = completed.body.data.id as string
  const intentId = (completed.body.data.payments[0].data as { id: string }).id
  const authorised = (await intentOf(intentId)).amount
  const captured = await (await staff()).post(`/admin/orders/${orderId}/capture`)
  expect(captured.status, JSON.stringify(captured.body)).toBe(200)
  const charge = await stripeCall(`/v1/charges/${(await intentOf(intentId)).latest_charge}`)
  expect(charge.body.amount).toBe(authorised)
  const [row] = await sql<{ amount: number }>(`select amount from payment where order_id = $1`, [orderId])
  return { orderId, authorised, charged: (await intentOf(intentId)).amount_received, recorded: row.amount, orderTotal: captured.body.order.total as number }
}

describe("the money check", () => {
  it(`${ORDERS} card orders changed at random moments: authorised = charged = recorded = the order's total`, async () => {
    const random = randomFrom(20261128)
    const tally: Tally = { requests: 0, refused: 0 }
    const outcomes: Outcome[] = []
    const buyers = await Promise.all(Array.from({ length: AT_ONCE }, () => approvedIndividual()))
    const previous: (string | null)[] = buyers.map(() => null)
    for (let round = 0; round < ORDERS / AT_ONCE; round++) {
      const placed = await Promise.all(buyers.map((buyer, i) => oneOrder(buyer, previous[i], random, tally)))
      placed.forEach((outcome, i) => {
        previous[i] = outcome.orderId
        outcomes.push(outcome)
      })
    }
    const sum = (pick: (o: Outcome) => number) => outcomes.reduce((total, o) => total + pick(o), 0)
    const mismatched = outcomes.filter((o) => !(o.authorised === o.charged && o.charged === o.recorded && o.recorded === o.orderTotal))
    console.info(
      `money check: ${outcomes.length} card orders; authorised ${sum((o) => o.authorised)}, charged ${sum((o) => o.charged)}, recorded ${sum((o) => o.recorded)}, ` +
        `order totals ${sum((o) => o.orderTotal)} (cents); ${mismatched.length} mismatched; cart changes sent ${tally.requests}, refused ${tally.refused}`
    )
    expect(outcomes).toHaveLength(ORDERS)
    expect(mismatched).toEqual([])
  })
})
