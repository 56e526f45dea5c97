import { firstRow, type Db } from "./db"

export type RequestRow = { clinic_name: string; total: number; currency_code: string; limit_kind: "per_order" | "per_month"; reason: string | null; display_id: number | null; order_id: string | null; first_name: string | null; last_name: string | null; email: string }

/** An approval request with its clinic, member and order, as its mails tell it. */
export async function approvalRequestForMail(db: Db, id: string): Promise<RequestRow | undefined> {
  return firstRow<RequestRow>(
    db,
    `select cl.name as clinic_name, a.total, a.currency_code, a.limit_kind, a.reason, o.display_id, a.order_id, c.first_name, c.last_name, c.email
     from approval_request a join clinic cl on cl.id = a.clinic_id join customer c on c.id = a.customer_id
     left join "order" o on o.id = a.order_id where a.id = $1`,
    [id]
  )
}


/** The approval request a cart is waiting for (pending, or being approved), or undefined. */
export async function openApprovalRequestIdOfCart(db: Db, cartId: string): Promise<string | undefined> {
  return (await firstRow<{ id: string }>(db, `select id from approval_request where cart_id = $1 and status in ('pending', 'approving')`, [cartId]))?.id
}
