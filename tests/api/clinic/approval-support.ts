import { request } from "../support/client"
import { sql } from "../support/db"
import { clinic, clinicMember, readyCart, type Customer } from "../support/commerce-fixtures"

/** The product every test cart holds: an epilepsy panel, one unit. */
export const ITEMS = [{ sku: "EPI-PANEL-STD", quantity: 1 }]

/** An approved epilepsy clinic with an owner, an admin and two plain members (store-table fixtures, signed in). */
export async function approvalClinic() {
  const clinicId = await clinic("Epilepsy Clinic", "approved")
  const [owner, admin, member, mate] = await Promise.all(
    (["owner", "admin", "member", "member"] as const).map((role) => clinicMember("Epilepsy Clinic", role, "approved", clinicId))
  )
  return { clinicId, owner, admin, member, mate }
}

/** Medusa's total of a cart, as the cart route answers it. */
export async function totalOf(customer: Customer, cartId: string): Promise<number> {
  const res = await customer.agent.get(`/store/carts/${cartId}`).expect(200)
  return res.body.cart.total as number
}

/** A ready cart of {@link ITEMS} and its Medusa total. */
export async function cartWithTotal(customer: Customer) {
  const cartId = await readyCart(customer, ITEMS)
  return { cartId, total: await totalOf(customer, cartId) }
}

/** Sets a member's limits as the given owner or admin; expects 200. */
export async function setLimits(by: Customer, memberId: string, limits: { per_order: number | null; per_month: number | null }) {
  return by.agent.put(`/store/clinics/members/${memberId}/limits`).send(limits).expect(200)
}

/** How many orders were placed from a cart. */
export async function ordersOfCart(cartId: string): Promise<number> {
  const [row] = await sql<{ n: string }>(`select count(*)::text as n from "order" where cart_id = $1`, [cartId])
  return Number(row.n)
}

export const visitor = () => request()
