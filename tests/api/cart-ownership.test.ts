import { policyOf } from "../../backend/src/api/surface/match"
import { describe, expect, it } from "vitest"
import { request } from "./support/client"
import { sql } from "./support/db"
import { approvedIndividual, placeOrder, regionId, variantId, type Customer } from "./support/commerce-fixtures"

/** Every route Medusa 1.20 serves under /store/carts/{id}, with a body that would be valid for the owner. */
async function cartRoutes(cartId: string, lineId: string) {
  const variant = await variantId("AMH-HOME")
  return [
    { method: "get", path: `/store/carts/${cartId}` },
    { method: "post", path: `/store/carts/${cartId}`, body: { email: "intruder@example.test" } },
    { method: "post", path: `/store/carts/${cartId}/line-items`, body: { variant_id: variant, quantity: 1 } },
    { method: "post", path: `/store/carts/${cartId}/line-items/${lineId}`, body: { quantity: 3 } },
    { method: "delete", path: `/store/carts/${cartId}/line-items/${lineId}` },
    { method: "delete", path: `/store/carts/${cartId}/discounts/ANY` },
    { method: "post", path: `/store/carts/${cartId}/payment-sessions` },
    { method: "post", path: `/store/carts/${cartId}/payment-sessions/manual`, body: { data: {} } },
    { method: "delete", path: `/store/carts/${cartId}/payment-sessions/manual` },
    { method: "post", path: `/store/carts/${cartId}/payment-sessions/manual/refresh` },
    { method: "post", path: `/store/carts/${cartId}/payment-session`, body: { provider_id: "manual" } },
    { method: "post", path: `/store/carts/${cartId}/shipping-methods`, body: { option_id: "so_any" } },
    { method: "post", path: `/store/carts/${cartId}/taxes` },
    { method: "post", path: `/store/carts/${cartId}/complete` },
    { method: "post", path: `/store/carts/${cartId}/complete-cart` },
    { method: "get", path: `/store/shipping-options/${cartId}` },
  ] as const
}

type Caller = { name: string; send: (method: "get" | "post" | "delete", path: string, body?: object) => Promise<{ status: number; body: unknown }> }

function callerOf(name: string, customer?: Customer): Caller {
  return {
    name,
    send: async (method, path, body) => {
      const agent = customer ? customer.agent : request()
      const req = agent[method](path)
      return body ? req.send(body) : req
    },
  }
}

async function ownedCartWithItem(owner: Customer) {
  const created = await owner.agent.post("/store/carts").send({ region_id: await regionId("usd") }).expect(200)
  const cartId: string = created.body.cart.id
  const added = await owner.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("AMH-HOME"), quantity: 1 }).expect(200)
  return { cartId, lineId: added.body.cart.items[0].id as string }
}

async function cartState(cartId: string) {
  const [cart] = await sql<{ email: string | null; completed_at: string | null }>(`select email, completed_at from cart where id = $1`, [cartId])
  const items = await sql<{ quantity: number }>(`select quantity from line_item where cart_id = $1`, [cartId])
  return { cart, items }
}

describe("a customer's cart is theirs alone", () => {
  it("answers another customer 404 and a signed-out visitor 401 on every cart route, naming nothing of the cart", async () => {
    const owner = await approvedIndividual()
    const { cartId, lineId } = await ownedCartWithItem(owner)
    const before = await cartState(cartId)
    for (const caller of [callerOf("another customer", await approvedIndividual()), callerOf("a signed-out visitor")]) {
      for (const route of await cartRoutes(cartId, lineId)) {
        const res = await caller.send(route.method, route.path, "body" in route ? route.body : undefined)
        const name = `${route.method.toUpperCase()} ${route.path}`
        // Routes the store does not offer answer 404 to everyone; a visitor is asked to sign in before any cart rule runs.
        const closed = !policyOf(route.method.toUpperCase(), route.path.split("?")[0])
        const expected = closed ? 404 : caller.name === "a signed-out visitor" ? 401 : 404
        expect({ caller: caller.name, route: name, status: res.status }).toEqual({ caller: caller.name, route: name, status: expected })
        expect(JSON.stringify(res.body)).not.toContain(cartId)
        if (!closed && expected === 404) expect(res.body).toEqual({ type: "not_found", message: "No such cart" })
      }
    }
    expect(await cartState(cartId)).toEqual(before)
    // The owner still has the whole cart.
    const mine = await owner.agent.get(`/store/carts/${cartId}`).expect(200)
    expect(mine.body.cart.items).toHaveLength(1)
  })

  it("still lets the owner use every step of checkout", async () => {
    const owner = await approvedIndividual()
    const { order, cartId } = await placeOrder(owner, [{ sku: "AMH-HOME", quantity: 1 }])
    expect((order as unknown as { customer_id: string }).customer_id).toBe(owner.id)
    await owner.agent.get(`/store/shipping-options/${cartId}`).expect(200)
  })

  it("finds the order placed from one of the caller's own carts, and no one else's", async () => {
    const owner = await approvedIndividual()
    const { order, cartId } = await placeOrder(owner, [{ sku: "AMH-HOME", quantity: 1 }])
    const found = await owner.agent.get(`/store/orders/cart/${cartId}`).expect(200)
    expect(found.body.order.id).toBe(order.id)
    const other = await approvedIndividual()
    await other.agent.get(`/store/orders/cart/${cartId}`).expect(404)
    await request().get(`/store/orders/cart/${cartId}`).expect((res) => expect([401, 404]).toContain(res.status))
  })

  it("leaves an unknown cart id to Medusa's own 404", async () => {
    const customer = await approvedIndividual()
    const res = await customer.agent.get("/store/carts/cart_does_not_exist").expect(404)
    expect(res.body.type).toBe("not_found")
  })
})
