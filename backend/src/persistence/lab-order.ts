import { generateEntityId } from "@medusajs/medusa"
import type { LabOrderStatus } from "@clinic-store/contract"
import { sampleIdOf } from "../domain/sample-id"
import { firstRow, likeLiteral, queryRows, type Db } from "./db"

/** A lab order as its mails tell it: its order (number, email, customer) and the line's test. */
export type LabOrderForMail = { order_id: string; display_id: number; email: string; customer_id: string | null; title: string; description: string | null }

/** The lab order with its order and line, or undefined. */
export async function labOrderForMail(db: Db, labOrderId: string): Promise<LabOrderForMail | undefined> {
  return firstRow<LabOrderForMail>(
    db,
    `select o.id as order_id, o.display_id, o.email, o.customer_id, li.title, li.description
       from lab_order lo join "order" o on o.id = lo.order_id join line_item li on li.id = lo.line_item_id where lo.id = $1`,
    [labOrderId]
  )
}

/** A lab order as the store shows it inside an order. */
export type LabOrderSummary = {
  id: string
  order_id: string
  line_item_id: string
  status: LabOrderStatus
  updated_at: Date
  sample_id: string
  patient_reference: string | null
  /** `YYYY-MM-DD`. */
  sample_taken_on: string | null
  consent_confirmed_at: Date | null
}
/**
 * A lab order as staff see it: which test it is for (the product and variant of its line, which unit of the line),
 * the order's number, who ordered it (the customer, and the clinic the order was placed for) and its status.
 */
export type AdminLabOrder = LabOrderSummary & {
  unit_index: number
  created_at: Date
  order_display_id: number
  customer_email: string
  customer_id: string | null
  customer_name: string | null
  clinic_id: string | null
  clinic_name: string | null
  product_id: string | null
  product_title: string
  variant_title: string | null
  /** How many units (kits) the line has: the lab order is unit `unit_index` of them. */
  line_quantity: number
  has_result: boolean
}
/** A stored result file's record; `replaced_at` is set once a correction replaced it. */
export type LabResultRecord = {
  id: string
  lab_order_id: string
  name: string
  size: number
  mime_type: string
  file_key: string
  created_at: Date
  replaced_at: Date | null
}
/** One entry of a lab order's history: a status change or a result replaced, by whom (a staff user) and when. */
export type LabOrderEvent = {
  id: string
  kind: "status_changed" | "result_replaced"
  from_status: LabOrderStatus | null
  to_status: LabOrderStatus
  actor_id: string | null
  actor_email: string | null
  created_at: Date
}
/** A lab order with everything staff need to process it: its order's lines and address, its history and files. */
export type StaffLabOrderDetail = {
  lab_order: AdminLabOrder
  order: { id: string; display_id: number; email: string; currency_code: string; created_at: Date; shipping_address: Record<string, unknown> | null }
  lines: { id: string; title: string; description: string | null; quantity: number; is_this_test: boolean }[]
  history: LabOrderEvent[]
  results: Omit<LabResultRecord, "file_key">[]
}

/** Staff list filters (GET /admin/lab-orders). */
export type StaffLabOrderFilters = { status?: LabOrderStatus; order_id?: string; product_id?: string; q?: string; offset: number; limit: number }

/** The largest value of PostgreSQL's `integer` (an order's display id). */
const MAX_INTEGER = 2_147_483_647

/** The shortest search that is also looked for inside names, tests and PO numbers (a trigram index needs three letters). */
const MIN_CONTAINS_SEARCH = 3

/**
 * The lab orders a staff search `q` finds, as one `select id` (a union: each part reads its own index, then the page
 * reads only those lab orders):
 * - digits (an optional leading #): the order with that number (`IDX_…display_id`), or a PO number that is exactly
 *   what was typed (any case);
 * - shaped like a sample id (any case, dash optional): that sample (`UQ_lab_order_sample_id`);
 * - otherwise the start of the order's email, case-insensitively, on the lab order's copy of it (`lo.email`,
 *   `IDX_lab_order_email_prefix`), or of the email of the member who ordered (a clinic's order carries the clinic's
 *   billing email; `IDX_customer_email_prefix`);
 * - and, for anything but digits, from three characters, any part of: the clinic's name (as the order recorded it or
 *   as the clinic is called now), the name of the member who ordered, the PO number given at checkout, the test's
 *   product title (the trigram indexes of migration LabOrderSearch1764900000200 and ClinicSearchTrigram1764200000000).
 * `param` adds a parameter and answers its placeholder.
 */
function searchSql(q: string, param: (value: unknown) => string): string {
  const parts: string[] = []
  const number = /^#?(\d{1,10})$/.exec(q)
  if (number && Number(number[1]) <= MAX_INTEGER) {
    parts.push(`select lo.id from lab_order lo join "order" o on o.id = lo.order_id where o.display_id = ${param(Number(number[1]))}`)
  }
  if (number) {
    // A PO number of digits alone is found when typed whole: a part of it would find every order number it contains.
    parts.push(`select lo.id from lab_order lo where lo.order_id in (
        select o.id from "order" o join order_reference r on r.cart_id = o.cart_id where r.reference ilike ${param(likeLiteral(q))})`)
  }
  const sampleId = sampleIdOf(q)
  if (sampleId) parts.push(`select id from lab_order where sample_id = ${param(sampleId)}`)
  if (!number) {
    const prefix = param(`${likeLiteral(q.toLowerCase())}%`)
    parts.push(`select id from lab_order where lower(email) like ${prefix}`)
    parts.push(`select lo.id from lab_order lo where lo.order_id in (
        select o.id from customer cu join "order" o on o.customer_id = cu.id where lower(cu.email) like ${prefix})`)
  }
  if (!number && q.length >= MIN_CONTAINS_SEARCH) {
    const contains = param(`%${likeLiteral(q)}%`)
    parts.push(`select lo.id from lab_order lo where lo.order_id in (
        select oc.order_id from order_clinic oc where oc.clinic_name ilike ${contains}
        union select oc.order_id from order_clinic oc join clinic cl on cl.id = oc.clinic_id where cl.name ilike ${contains}
        union select o.id from "order" o join customer cu on cu.id = o.customer_id
          where (coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')) ilike ${contains}
        union select o.id from "order" o join order_reference r on r.cart_id = o.cart_id where r.reference ilike ${contains})`)
    parts.push(`select lo.id from lab_order lo where lo.line_item_id in (
        select li.id from line_item li join product_variant v on v.id = li.variant_id join product p on p.id = v.product_id where p.title ilike ${contains})`)
  }
  return parts.join(" union ")
}

/** The `where` clause (on `lab_order lo`) of the staff filters, with its parameters; `q` as `searchSql` finds. */
function staffFilterSql(filters: StaffLabOrderFilters): { where: string; params: unknown[] } {
  const conditions: string[] = []
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  if (filters.status) conditions.push(`lo.status = ${param(filters.status)}`)
  if (filters.order_id) conditions.push(`lo.order_id = ${param(filters.order_id)}`)
  if (filters.product_id) {
    conditions.push(`lo.line_item_id in (select li.id from line_item li join product_variant v on v.id = li.variant_id where v.product_id = ${param(filters.product_id)})`)
  }
  const q = filters.q?.trim()
  if (q) conditions.push(`lo.id in (${searchSql(q, param)})`)
  return { where: conditions.length ? conditions.join(" and ") : "true", params }
}

/**
 * An order or a search: filters whose matches are counted by reading them (an order's lab orders, a customer's),
 * unlike all lab orders or a status, a share of every lab order.
 */
function isSelective(filters: StaffLabOrderFilters): boolean {
  return Boolean(filters.order_id || filters.product_id || filters.q?.trim())
}

const SUMMARY_COLUMNS = `lo.id, lo.order_id, lo.line_item_id, lo.status, lo.updated_at, lo.sample_id, lo.patient_reference,
  to_char(lo.sample_taken_on, 'YYYY-MM-DD') as sample_taken_on, lo.consent_confirmed_at`
const RESULT_COLUMNS = `id, lab_order_id, name, size, mime_type, file_key, created_at, replaced_at`
/** The staff row of a lab order `lo`: its line's product and variant, its order, the customer and the clinic the order was placed for (its name now, or as recorded when the clinic is gone). */
const STAFF_COLUMNS = `${SUMMARY_COLUMNS}, lo.unit_index, lo.created_at, o.display_id as order_display_id,
  o.email as customer_email, o.customer_id, nullif(trim(concat_ws(' ', cu.first_name, cu.last_name)), '') as customer_name,
  oc.clinic_id, coalesce(cl.name, oc.clinic_name) as clinic_name, v.product_id, li.title as product_title, li.description as variant_title, li.quantity as line_quantity,
  exists (select 1 from lab_result r where r.lab_order_id = lo.id and r.replaced_at is null) as has_result`
const STAFF_JOINS = `join "order" o on o.id = lo.order_id
  join line_item li on li.id = lo.line_item_id
  left join product_variant v on v.id = li.variant_id
  left join customer cu on cu.id = o.customer_id
  left join order_clinic oc on oc.order_id = o.id
  left join clinic cl on cl.id = oc.clinic_id`

/** The units of an order's lines that have no lab order yet get one each; answers how many were created. */
export async function insertLabOrdersForOrder(db: Db, orderId: string): Promise<number> {
  const items = await queryRows<{ id: string; quantity: number }>(db, `select id, quantity from line_item where order_id = $1 order by created_at, id`, [orderId])
  const units = items.flatMap((item) => Array.from({ length: item.quantity }, (_, unit) => ({ item: item.id, unit })))
  if (!units.length) return 0
  const inserted = await queryRows(
    db,
    `insert into lab_order (id, order_id, line_item_id, unit_index, email)
     select unnest($1::varchar[]), $2::varchar, unnest($3::varchar[]), unnest($4::int[]), (select email from "order" where id = $2::varchar)
     on conflict (line_item_id, unit_index) do nothing returning id`,
    [units.map(() => generateEntityId("", "labord")), orderId, units.map((u) => u.item), units.map((u) => u.unit)]
  )
  return inserted.length
}

/** The lab orders of several orders, in one query. */
export async function labOrderSummariesOfOrders(db: Db, orderIds: string[]): Promise<LabOrderSummary[]> {
  return queryRows<LabOrderSummary>(
    db,
    `select ${SUMMARY_COLUMNS} from lab_order lo where lo.order_id = any($1) order by lo.created_at, lo.line_item_id, lo.unit_index`,
    [orderIds]
  )
}

/**
 * One page of the staff listing, newest first. The page's ids are chosen first, then only those rows are read and
 * joined: all lab orders or one status read the first entries of `IDX_lab_order_created` / `IDX_lab_order_status_created`;
 * an order or a search reads every match first (`matches`, materialized: an index range), then sorts them.
 */
export async function staffLabOrdersPage(db: Db, filters: StaffLabOrderFilters): Promise<AdminLabOrder[]> {
  const { where, params } = staffFilterSql(filters)
  const offset = `$${params.length + 1}`
  const limit = `$${params.length + 2}`
  const [matches, pageIds] = isSelective(filters)
    ? [
        `with matches as materialized (select lo.id, lo.created_at from lab_order lo where ${where})`,
        `select id, created_at from matches order by created_at desc, id desc offset ${offset} limit ${limit}`,
      ]
    : ["", `select lo.id from lab_order lo where ${where} order by lo.created_at desc, lo.id desc offset ${offset} limit ${limit}`]
  return queryRows<AdminLabOrder>(
    db,
    `${matches}
     select ${STAFF_COLUMNS}
     from (${pageIds}) page
     join lab_order lo on lo.id = page.id
     ${STAFF_JOINS}
     order by lo.created_at desc, lo.id desc`,
    [...params, filters.offset, filters.limit]
  )
}

/**
 * The number of lab orders matching the staff filters: for all lab orders or one status, from the per-status counts
 * the database keeps (`lab_order_count`, maintained by triggers), so it costs the same with 600,000 lab orders as
 * with 600; other filters (an order, a search) match an order's or a customer's lab orders and are counted directly.
 */
export async function staffLabOrderCount(db: Db, filters: StaffLabOrderFilters): Promise<number> {
  const { where, params } = staffFilterSql(filters)
  const row = isSelective(filters)
    ? await firstRow<{ count: string }>(db, `select count(*) from lab_order lo where ${where}`, params)
    : await firstRow<{ count: string }>(db, `select coalesce(sum(n), 0) as count from lab_order_count where $1::varchar is null or status = $1`, [filters.status ?? null])
  return Number(row?.count ?? 0)
}

/** One lab order (of one order, when `orderId` is given), or undefined. */
export async function labOrderSummary(db: Db, labOrderId: string, orderId?: string): Promise<LabOrderSummary | undefined> {
  return orderId === undefined
    ? firstRow<LabOrderSummary>(db, `select ${SUMMARY_COLUMNS} from lab_order lo where lo.id = $1`, [labOrderId])
    : firstRow<LabOrderSummary>(db, `select ${SUMMARY_COLUMNS} from lab_order lo where lo.id = $1 and lo.order_id = $2`, [labOrderId, orderId])
}

/** The current result record of a lab order (not one a correction replaced), or undefined. */
export async function currentResultOf(db: Db, labOrderId: string): Promise<LabResultRecord | undefined> {
  return firstRow<LabResultRecord>(db, `select ${RESULT_COLUMNS} from lab_result where lab_order_id = $1 and replaced_at is null`, [labOrderId])
}

/** Any result record of a lab order, current or replaced, or undefined. */
export async function resultOfLabOrder(db: Db, labOrderId: string, resultId: string): Promise<LabResultRecord | undefined> {
  return firstRow<LabResultRecord>(db, `select ${RESULT_COLUMNS} from lab_result where lab_order_id = $1 and id = $2`, [labOrderId, resultId])
}

/** A lab order as staff see it, or undefined. */
export async function staffLabOrder(db: Db, id: string): Promise<AdminLabOrder | undefined> {
  return firstRow<AdminLabOrder>(db, `select ${STAFF_COLUMNS} from lab_order lo ${STAFF_JOINS} where lo.id = $1`, [id])
}

/** Everything staff see around a lab order: its order with the shipping address, the order's lines, its history (oldest first) and result files (newest first). */
export async function staffLabOrderContext(db: Db, labOrder: AdminLabOrder): Promise<Omit<StaffLabOrderDetail, "lab_order">> {
  const [orders, lines, history, results] = await Promise.all([
    queryRows<StaffLabOrderDetail["order"]>(
      db,
      `select o.id, o.display_id, o.email, o.currency_code, o.created_at, to_jsonb(a) - 'id' - 'customer_id' - 'deleted_at' - 'created_at' - 'updated_at' as shipping_address
         from "order" o left join address a on a.id = o.shipping_address_id where o.id = $1`,
      [labOrder.order_id]
    ),
    queryRows<StaffLabOrderDetail["lines"][number]>(
      db,
      `select id, title, description, quantity, id = $2 as is_this_test from line_item where order_id = $1 order by created_at, id`,
      [labOrder.order_id, labOrder.line_item_id]
    ),
    queryRows<LabOrderEvent>(
      db,
      `select e.id, e.kind, e.from_status, e.to_status, e.actor_id, u.email as actor_email, e.created_at
         from lab_order_event e left join "user" u on u.id = e.actor_id where e.lab_order_id = $1 order by e.created_at, e.id`,
      [labOrder.id]
    ),
    queryRows<StaffLabOrderDetail["results"][number]>(
      db,
      `select id, lab_order_id, name, size, mime_type, created_at, replaced_at from lab_result where lab_order_id = $1 order by created_at desc, id desc`,
      [labOrder.id]
    ),
  ])
  return { order: orders[0], lines, history, results }
}

/** Locks a lab order's row until the transaction ends; its status, or undefined when there is no such lab order. */
export async function lockedLabOrderStatus(db: Db, id: string): Promise<LabOrderStatus | undefined> {
  return (await firstRow<{ status: LabOrderStatus }>(db, `select status from lab_order where id = $1 for update`, [id]))?.status
}

/** Which lab order statuses still take the clinic's sample details: the sample has not reached the lab. */
export const SAMPLE_EDITABLE_STATUSES: readonly LabOrderStatus[] = ["received", "kit_sent", "awaiting_samples"]

/** Records the clinic's sample details of a lab order (consent confirmed now); answers its summary. */
export async function setLabOrderSample(db: Db, id: string, sample: { patient_reference: string; sample_taken_on: string }): Promise<LabOrderSummary | undefined> {
  return firstRow<LabOrderSummary>(
    db,
    `update lab_order lo set patient_reference = $2, sample_taken_on = $3::date, consent_confirmed_at = now(), updated_at = now()
      where lo.id = $1 returning ${SUMMARY_COLUMNS}`,
    [id, sample.patient_reference, sample.sample_taken_on]
  )
}

/** Marks the current result of a lab order replaced. */
export async function markResultReplaced(db: Db, labOrderId: string): Promise<void> {
  await db.query(`update lab_result set replaced_at = now() where lab_order_id = $1 and replaced_at is null`, [labOrderId])
}

/** Records a stored result file of a lab order. */
export async function insertResult(db: Db, labOrderId: string, file: { name: string; size: number; mime_type: string; file_key: string }): Promise<LabResultRecord> {
  const row = await firstRow<LabResultRecord>(
    db,
    `insert into lab_result (id, lab_order_id, name, size, mime_type, file_key) values ($1, $2, $3, $4, $5, $6)
     returning ${RESULT_COLUMNS}`,
    [generateEntityId("", "labres"), labOrderId, file.name, file.size, file.mime_type, file.file_key]
  )
  return row as LabResultRecord
}

/** Records an entry of a lab order's history. */
export async function insertLabOrderEvent(db: Db, id: string, kind: LabOrderEvent["kind"], from: LabOrderStatus, to: LabOrderStatus, actor: string | null): Promise<void> {
  await db.query(`insert into lab_order_event (id, lab_order_id, kind, from_status, to_status, actor_id) values ($1, $2, $3, $4, $5, $6)`, [
    generateEntityId("", "loev"),
    id,
    kind,
    from,
    to,
    actor,
  ])
}

/** Sets a lab order's status; the lab order as it is now. */
export async function setLabOrderStatus(db: Db, id: string, to: LabOrderStatus): Promise<LabOrderSummary> {
  const row = await firstRow<LabOrderSummary>(db, `update lab_order lo set status = $2, updated_at = now() where lo.id = $1 returning ${SUMMARY_COLUMNS}`, [id, to])
  return row as LabOrderSummary
}
