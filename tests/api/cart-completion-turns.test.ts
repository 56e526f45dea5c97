import http from "node:http"
import { describe, expect, inject, it, vi } from "vitest"
import { approvedIndividual, readyCart } from "./support/commerce-fixtures"
import { sql } from "./support/db"
import { sessionCookie } from "./support/sign-in"

// A completion holds its cart's turn only while it runs: a second "Place order" of the same cart (a reload that
// resumes the attempt, a second tab) must get the order, not wait for a turn nobody gives back.
vi.setConfig({ testTimeout: 180_000 })

async function claimsOf(cartId: string): Promise<number> {
  const [row] = await sql<{ count: string }>(`select count(*) from cart_completion_claim where cart_id = $1`, [cartId])
  return Number(row.count)
}

async function ordersOf(cartId: string): Promise<number> {
  return (await sql(`select 1 from "order" where cart_id = $1`, [cartId])).length
}

/**
 * Sends "Place order" as a browser does (asking for gzip: Medusa then compresses the answer) and closes the connection
 * as soon as the request has left, as a reload does: the answer has nobody to read it.
 */
async function completeAndLeave(customer: { email: string; subject: string }, cartId: string): Promise<void> {
  const cookie = await sessionCookie(customer)
  const url = new URL(`/store/carts/${cartId}/complete`, inject("backendUrl"))
  const headers = { cookie, "content-type": "application/json", "accept-encoding": "gzip, deflate, br", origin: "http://localhost:8000" }
  await new Promise<void>((resolve) => {
    const request = http.request(url, { method: "POST", headers })
    request.on("error", () => resolve())
    request.end("{}", () => {
      request.destroy()
      resolve()
    })
  })
}

describe("a cart's completion turn", () => {
  it("is given back when the completion has answered, so completing the placed cart again answers its order", async () => {
    const customer = await approvedIndividual()
    const cartId = await readyCart(customer, [{ sku: "VITD-THY-1", quantity: 1 }])
    const first = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(first.status).toBe(200)
    expect(first.body.type).toBe("order")
    await expect.poll(() => claimsOf(cartId), { timeout: 10_000 }).toBe(0)
    const again = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(again.status).toBe(200)
    expect(again.body.data.id).toBe(first.body.data.id)
    expect(await claimsOf(cartId)).toBe(0)
  })

  it("is given back when the browser went away mid-completion (a reload right after Place order)", async () => {
    const customer = await approvedIndividual()
    const cartId = await readyCart(customer, [{ sku: "VITD-THY-1", quantity: 1 }])
    await completeAndLeave(customer, cartId)
    await expect.poll(() => ordersOf(cartId), { timeout: 30_000 }).toBe(1)
    await expect.poll(() => claimsOf(cartId), { timeout: 10_000 }).toBe(0)
    const again = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(again.status).toBe(200)
    expect(again.body.type).toBe("order")
  })

  it("and the stock-write turns too: after more abandoned completions than turns, the next cart is placed", async () => {
    // The backend runs a third of its database pool (10) as stock writes at once: 3 turns; 4 browsers leave.
    const abandoned = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const customer = await approvedIndividual()
        return { customer, cartId: await readyCart(customer, [{ sku: "VITD-THY-1", quantity: 1 }]) }
      })
    )
    for (const { customer, cartId } of abandoned) await completeAndLeave(customer, cartId)
    for (const { cartId } of abandoned) await expect.poll(() => ordersOf(cartId), { timeout: 30_000 }).toBe(1)
    const customer = await approvedIndividual()
    const cartId = await readyCart(customer, [{ sku: "VITD-THY-1", quantity: 1 }])
    const placed = await customer.agent.post(`/store/carts/${cartId}/complete`).timeout(60_000)
    expect(placed.status).toBe(200)
    expect(placed.body.type).toBe("order")
  })

  it("is given back after a line write, so the next write of the same cart goes on", async () => {
    const customer = await approvedIndividual()
    const cartId = await readyCart(customer, [{ sku: "VITD-THY-1", quantity: 1 }])
    const [line] = (await customer.agent.get(`/store/carts/${cartId}`)).body.cart.items as { id: string }[]
    expect((await customer.agent.post(`/store/carts/${cartId}/line-items/${line.id}`).send({ quantity: 2 })).status).toBe(200)
    await expect.poll(() => claimsOf(cartId), { timeout: 10_000 }).toBe(0)
    expect((await customer.agent.post(`/store/carts/${cartId}/line-items/${line.id}`).send({ quantity: 3 })).status).toBe(200)
  })
})
