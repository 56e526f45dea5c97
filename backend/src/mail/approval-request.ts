import type { Db } from "../idp/users"

type RequestRow = { clinic_name: string; total: number; currency_code: string; limit_kind: "per_order" | "per_month"; reason: string | null; display_id: number | null; order_id: string | null; first_name: string | null; last_name: string | null; email: string }

/** An approval request with its clinic, member and order, as its mails tell it. */
export async function requestOf(db: Db, id: string): Promise<RequestRow | undefined> {
  const [row] = (await db.query(
    `select cl.name as clinic_name, a.total, a.currency_code, a.limit_kind, a.reason, o.display_id, a.order_id, c.first_name, c.last_name, c.email
     from approval_request a join clinic cl on cl.id = a.clinic_id join customer c on c.id = a.customer_id
     left join "order" o on o.id = a.order_id where a.id = $1`,
    [id]
  )) as RequestRow[]
  return row
}

