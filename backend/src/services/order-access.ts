import { TransactionBaseService } from "@medusajs/medusa"

/** How an order is looked up: by its id, its display number or the cart it was placed from. */
export type OrderLookup = { id: string } | { display_id: number } | { cart_id: string }

/**
 * Customers whose orders `$1` may see: the customer and every member of the customer's clinic.
 * Used as `customer_id in (VISIBLE_CUSTOMERS)` with the caller's id as the first parameter.
 */
const VISIBLE_CUSTOMERS = `
  select $1::varchar
  union
  select mate.customer_id from clinic_member me join clinic_member mate on mate.clinic_id = me.clinic_id
  where me.customer_id = $1`

/**
 * The order visibility rule: an order is visible to the customer who placed it and to
 * the members of that customer's clinic. Everything else answers as if the order did not exist.
 */
export default class OrderAccessService extends TransactionBaseService {
  constructor(container: Record<string, unknown>) {
    // eslint-disable-next-line prefer-rest-params
    super(container, arguments[1])
  }

  /** The id of the order the lookup names when `customerId` may see it, else null (one query). */
  async findVisibleOrderId(customerId: string | undefined, lookup: OrderLookup): Promise<string | null> {
    if (!customerId) return null
    const [column, value] =
      "id" in lookup ? ["id", lookup.id] : "display_id" in lookup ? ["display_id", lookup.display_id] : ["cart_id", lookup.cart_id]
    const rows: { id: string }[] = await this.activeManager_.query(
      `select o.id from "order" o where o."${column}" = $2 and o.customer_id in (${VISIBLE_CUSTOMERS}) limit 1`,
      [customerId, value]
    )
    return rows[0]?.id ?? null
  }

  /** One page of the orders `customerId` may see, newest first, with the total count (one or two queries). */
  async listVisibleOrderIds(customerId: string, offset: number, limit: number): Promise<{ ids: string[]; count: number }> {
    const rows: { id: string; total: string }[] = await this.activeManager_.query(
      `select o.id, count(*) over () as total from "order" o where o.customer_id in (${VISIBLE_CUSTOMERS})
       order by o.created_at desc, o.id desc offset $2 limit $3`,
      [customerId, offset, limit]
    )
    if (rows.length) return { ids: rows.map((row) => row.id), count: Number(rows[0].total) }
    const [{ total }]: { total: string }[] = await this.activeManager_.query(
      `select count(*) as total from "order" o where o.customer_id in (${VISIBLE_CUSTOMERS})`,
      [customerId]
    )
    return { ids: [], count: Number(total) }
  }
}
