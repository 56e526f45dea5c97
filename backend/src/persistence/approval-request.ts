import type { ApprovalRequest, ApprovalShippingAddress, SpendingLimitKind } from "@clinic-store/contract"
import { firstRow, queryRows, type Db } from "./db"

/** An `approval_request` row joined with its member and order, as the queries of the approval service read it. */
export type ApprovalRow = {
  id: string
  clinic_id: string
  customer_id: string
  customer_email: string | null
  first_name: string | null
  last_name: string | null
  cart_id: string
  status: "pending" | "approving" | "approved" | "rejected" | "withdrawn"
  limit_kind: SpendingLimitKind
  limit_amount: number
  currency_code: string
  subtotal: number
  shipping_total: number
  tax_total: number
  discount_total: number
  total: number
  items: ApprovalRequest["items"]
  month_spend: number
  note: string | null
  reference: string | null
  shipping_address: ApprovalShippingAddress | null
  reason: string | null
  order_id: string | null
  display_id: number | null
  decided_at: Date | null
  created_at: Date
}

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

/** The columns and joins the views are read with (`a` is the request). */
const APPROVAL_SELECT = `
  select a.*, c.email as customer_email, c.first_name, c.last_name, o.display_id, r.reference,
    case when sa.id is null then null else json_build_object(
      'first_name', sa.first_name, 'last_name', sa.last_name, 'company', sa.company, 'address_1', sa.address_1,
      'address_2', sa.address_2, 'postal_code', sa.postal_code, 'city', sa.city, 'country_code', sa.country_code) end as shipping_address
  from approval_request a
  left join customer c on c.id = a.customer_id
  left join "order" o on o.id = a.order_id
  left join order_reference r on r.cart_id = a.cart_id
  left join cart ct on ct.id = a.cart_id
  left join address sa on sa.id = ct.shipping_address_id`

/** One request as its view reads it, or undefined. */
export async function approvalRowById(db: Db, id: string): Promise<ApprovalRow | undefined> {
  return firstRow<ApprovalRow>(db, `${APPROVAL_SELECT} where a.id = $1`, [id])
}

/** A clinic's requests (only those of `customerId` when given), newest first, at most 200. */
export async function approvalRowsOfClinic(db: Db, clinicId: string, customerId?: string): Promise<ApprovalRow[]> {
  return (await approvalPageOfClinic(db, clinicId, customerId ?? null, { offset: 0, limit: 200 })).rows
}

/** One page of a clinic's requests (only those of `customerId` when not null), newest first, and how many there are. */
export async function approvalPageOfClinic(
  db: Db,
  clinicId: string,
  customerId: string | null,
  page: { offset: number; limit: number }
): Promise<{ rows: ApprovalRow[]; count: number }> {
  const where = `where a.clinic_id = $1 and ($2::varchar is null or a.customer_id = $2)`
  const rows = await queryRows<ApprovalRow>(db, `${APPROVAL_SELECT} ${where} order by a.created_at desc, a.id desc limit $3 offset $4`, [clinicId, customerId, page.limit, page.offset])
  const [total] = await queryRows<{ n: string }>(db, `select count(*)::text as n from approval_request a ${where}`, [clinicId, customerId])
  return { rows, count: Number(total?.n ?? 0) }
}

/** The clinic of a request, or undefined. */
export async function clinicIdOfApprovalRequest(db: Db, id: string): Promise<string | undefined> {
  return (await firstRow<{ clinic_id: string }>(db, `select clinic_id from approval_request where id = $1`, [id]))?.clinic_id
}

/** What a new request records: the cart's totals and lines, the limit it is over, and the month's spend. */
export type NewApprovalRequest = Pick<
  ApprovalRow,
  "id" | "clinic_id" | "customer_id" | "cart_id" | "limit_kind" | "limit_amount" | "currency_code" | "subtotal" | "shipping_total" | "tax_total" | "discount_total" | "total" | "items" | "month_spend" | "note"
>

/** Records a new request (a cart with an open request already is a unique violation). */
export async function insertApprovalRequest(db: Db, r: NewApprovalRequest): Promise<void> {
  await db.query(
    `insert into approval_request (id, clinic_id, customer_id, cart_id, limit_kind, limit_amount, currency_code, subtotal, shipping_total, tax_total, discount_total, total, items, month_spend, note)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [r.id, r.clinic_id, r.customer_id, r.cart_id, r.limit_kind, r.limit_amount, r.currency_code, r.subtotal, r.shipping_total, r.tax_total, r.discount_total, r.total, JSON.stringify(r.items), r.month_spend, r.note]
  )
}

/** Whether the member who asked is still a member of the request's clinic. */
export async function askerStillMember(db: Db, id: string): Promise<boolean> {
  const row = await firstRow(db, `select 1 from approval_request a join clinic_member m on m.customer_id = a.customer_id and m.clinic_id = a.clinic_id where a.id = $1`, [id])
  return row !== undefined
}

/**
 * Claims a request for approving (pending → approving, or taking over an approve older than `staleSeconds`); what the
 * approve needs of it, or undefined when another request has it or it is decided.
 */
export async function claimForApproval(
  db: Db,
  id: string,
  deciderId: string,
  staleSeconds: number
): Promise<{ cart_id: string; idempotency_key: string | null; clinic_id: string; customer_id: string } | undefined> {
  return firstRow(
    db,
    `update approval_request set status = 'approving', claimed_at = now(), decided_by = $2, updated_at = now()
     where id = $1 and (status = 'pending' or (status = 'approving' and claimed_at < now() - interval '${staleSeconds} seconds'))
     returning cart_id, idempotency_key, clinic_id, customer_id`,
    [id, deciderId]
  )
}

/** Marks a request approved with the order placed from it. */
export async function markApproved(db: Db, id: string, orderId: string): Promise<void> {
  await db.query(`update approval_request set status = 'approved', order_id = $2, decided_at = now(), updated_at = now() where id = $1`, [id, orderId])
}

/** Puts a request being approved back to pending (its approve failed). */
export async function releaseApprovalClaim(db: Db, id: string): Promise<void> {
  await db.query(`update approval_request set status = 'pending', claimed_at = null, decided_by = null, updated_at = now() where id = $1 and status = 'approving'`, [id])
}

/** Rejects a pending request with a reason; its clinic and member, or undefined when it was not pending. */
export async function rejectPending(db: Db, id: string, deciderId: string, reason: string): Promise<{ clinic_id: string; customer_id: string } | undefined> {
  return firstRow(
    db,
    `update approval_request set status = 'rejected', reason = $3, decided_by = $2, decided_at = now(), updated_at = now()
     where id = $1 and status = 'pending' returning clinic_id, customer_id`,
    [id, deciderId, reason]
  )
}

/**
 * Withdraws the member's own pending request (never one being approved); its clinic, or undefined when it is not
 * hers or not pending.
 */
export async function withdrawPending(db: Db, id: string, customerId: string): Promise<{ clinic_id: string } | undefined> {
  return firstRow(
    db,
    `update approval_request set status = 'withdrawn', decided_by = $2, decided_at = now(), updated_at = now()
     where id = $1 and customer_id = $2 and status = 'pending' returning clinic_id`,
    [id, customerId]
  )
}

/** The member who asked a request, or undefined for an unknown request. */
export async function askerOfApprovalRequest(db: Db, id: string): Promise<string | undefined> {
  return (await firstRow<{ customer_id: string }>(db, `select customer_id from approval_request where id = $1`, [id]))?.customer_id
}

/** Keeps the idempotency key of the completion placing a request's order. */
export async function setApprovalIdempotencyKey(db: Db, id: string, key: string): Promise<void> {
  await db.query(`update approval_request set idempotency_key = $2 where id = $1`, [id, key])
}
