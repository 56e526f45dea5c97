import { describe, expect, it } from "vitest"
import { sql } from "./support/db"
import { US_ADDRESS, checkout, createCart, identityClinicMember, identityIndividual } from "./support/identity-commerce"

describe("a clinic member's cart carries the clinic's billing email and billing address", () => {
  it("from the moment Medusa creates the cart, and the cart stays the member's", async () => {
    const member = await identityClinicMember("Epilepsy Clinic", "member")
    const cart = await createCart(member)
    expect(cart.email).toBe(member.billingEmail)
    expect(cart.customer_id).toBe(member.id)
    expect(cart.billing_address?.address_1).toBe(member.billingAddress.address_1)
    const read = await member.agent.get(`/store/carts/${cart.id}`).expect(200)
    expect(read.body.cart.email).toBe(member.billingEmail)
  })

  it("through every update and into the placed order, whatever email the page sends", async () => {
    const owner = await identityClinicMember("Epilepsy Clinic")
    const order = await checkout(owner, [{ sku: "EPI-PANEL-STD", quantity: 1 }], { email: owner.email })
    expect(order.email).toBe(owner.billingEmail)
    expect(order.customer_id).toBe(owner.id)
    const [row] = await sql<{ email: string; address_1: string }>(
      `select o.email, a.address_1 from "order" o join address a on a.id = o.billing_address_id where o.id = $1`,
      [order.id]
    )
    expect(row).toEqual({ email: owner.billingEmail, address_1: owner.billingAddress.address_1 })
  })

  it("keeps a billing address the member chose at checkout", async () => {
    const member = await identityClinicMember("Epilepsy Clinic")
    const cart = await createCart(member)
    const res = await member.agent.post(`/store/carts/${cart.id}`).send({ billing_address: { ...US_ADDRESS, address_1: "9 Other Street" } }).expect(200)
    expect(res.body.cart.billing_address.address_1).toBe("9 Other Street")
    expect(res.body.cart.email).toBe(member.billingEmail)
  })

  it("leaves an individual customer's cart with the customer's own email", async () => {
    const customer = await identityIndividual()
    const cart = await createCart(customer)
    expect(cart.email).toBe(customer.email)
    expect(cart.billing_address).toBeNull()
  })
})
