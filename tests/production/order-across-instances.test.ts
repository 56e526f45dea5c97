import pg from "pg"
import supertest from "supertest"
import { describe, expect, inject, it } from "vitest"
import { signedUpCustomer } from "./support/shop"

const [urlA, urlB] = inject("instanceUrls")
const US_ADDRESS = { first_name: "Scale", last_name: "Out", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" }

async function sql(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: inject("scaleOutDatabaseUrl") })
  await client.connect()
  try {
    return (await client.query(text, params)).rows
  } finally {
    await client.end()
  }
}

describe("an order across instances", () => {
  it("an order placed through instance A is visible through instance B, in its cached orders list too", async () => {
    const email = `scale-out-order-${Date.now()}@example.test`
    const { id, cookie } = await signedUpCustomer(urlA, email)
    await sql(`insert into customer_application (customer_id, status, submitted_at, reviewed_at) values ($1, 'approved', now(), now())`, [id])
    const a = (method: "get" | "post", path: string) => supertest(urlA)[method](path).set("Cookie", cookie)
    const [region] = await sql(`select id from region where currency_code = 'usd' and deleted_at is null`)
    const [variant] = await sql(`select id from product_variant where sku = 'VITD-THY-1'`)
    // Instance B caches the (empty) orders list; placing the order through A must end that answer on B too.
    const b = (path: string) => supertest(urlB).get(path).set("Cookie", cookie)
    expect((await b("/store/orders/list").expect(200)).body.count).toBe(0)
    const cachedOnB = await b("/store/orders/list").expect(200)
    expect(cachedOnB.headers["x-read-cache"]).toBe("hit")
    const cartId = (await a("post", "/store/carts").send({ region_id: region.id }).expect(200)).body.cart.id as string
    await a("post", `/store/carts/${cartId}/line-items`).send({ variant_id: variant.id, quantity: 1 }).expect(200)
    await a("post", `/store/carts/${cartId}`).send({ email, shipping_address: US_ADDRESS, billing_address: US_ADDRESS }).expect(200)
    const options = await a("get", `/store/shipping-options/${cartId}`).expect(200)
    await a("post", `/store/carts/${cartId}/shipping-methods`).send({ option_id: options.body.shipping_options[0].id }).expect(200)
    await a("post", `/store/carts/${cartId}/payment-sessions`).expect(200)
    await a("post", `/store/carts/${cartId}/payment-session`).send({ provider_id: "manual" }).expect(200)
    const completed = await a("post", `/store/carts/${cartId}/complete`).expect(200)
    const orderId = completed.body.data.id as string
    const onB = await supertest(urlB).get(`/store/orders/${orderId}`).set("Cookie", cookie).expect(200)
    expect(onB.body.order.id).toBe(orderId)
    const listOnB = await b("/store/orders/list").expect(200)
    expect(listOnB.headers["x-read-cache"]).toBe("miss")
    expect(listOnB.body.orders.map((order: { id: string }) => order.id)).toEqual([orderId])
  })
})
