import { TransactionBaseService, generateEntityId } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ConflictError, NotFoundError } from "../domain/errors"
import { canMoveLabOrder, type LabOrderStatus } from "@clinic-store/contract"
import { emitDomainEvent } from "../lib/domain-events"
import { mimeTypeOf } from "../domain/file-content"
import { readPrivateFile, storePrivateFile } from "../lib/private-files"

/** A lab order as the store shows it inside an order. */
export type LabOrderSummary = { id: string; order_id: string; line_item_id: string; status: LabOrderStatus; updated_at: Date }
/**
 * A lab order as staff see it: which test it is for (the product and variant of its line, which unit of the line),
 * the order's number, who ordered it (the customer, and the clinic when they order for one) and its status.
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

type Dependencies = { manager: EntityManager }

/** Staff list filters (GET /admin/lab-orders). */
export type StaffLabOrderFilters = { status?: LabOrderStatus; order_id?: string; product_id?: string; q?: string; offset: number; limit: number }

/** The largest value of PostgreSQL's `integer` (an order's display id). */
const MAX_INTEGER = 2_147_483_647

/**
 * The `where` clause (on `lab_order lo`) of the staff filters, with its parameters. A `q` of digits (an optional
 * leading #) is an order number; anything else matches the start of the order's email, case-insensitively, on the
 * lab order's copy of it (`lo.email`, index `IDX_lab_order_email_prefix`: the search and its count read that index
 * alone, not the orders).
 */
function staffFilterSql(filters: StaffLabOrderFilters): { where: string; params: unknown[] } {
  const conditions: string[] = []
  const params: unknown[] = []
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value)
    conditions.push(sql(`$${params.length}`))
  }
  if (filters.status) add((p) => `lo.status = ${p}`, filters.status)
  if (filters.order_id) add((p) => `lo.order_id = ${p}`, filters.order_id)
  if (filters.product_id) {
    add((p) => `lo.line_item_id in (select li.id from line_item li join product_variant v on v.id = li.variant_id where v.product_id = ${p})`, filters.product_id)
  }
  const q = filters.q?.trim()
  if (q) {
    const number = /^#?(\d{1,10})$/.exec(q)
    if (number && Number(number[1]) <= MAX_INTEGER) {
      add((p) => `lo.order_id in (select id from "order" where display_id = ${p})`, Number(number[1]))
    } else {
      const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      add((p) => `lower(lo.email) like ${p}`, prefix)
    }
  }
  return { where: conditions.length ? conditions.join(" and ") : "true", params }
}

/**
 * An order or a search: filters whose matches are counted by reading them (an order's lab orders, a customer's),
 * unlike all lab orders or a status, a share of every lab order.
 */
function isSelective(filters: StaffLabOrderFilters): boolean {
  return Boolean(filters.order_id || filters.product_id || filters.q?.trim())
}

const SUMMARY_COLUMNS = `lo.id, lo.order_id, lo.line_item_id, lo.status, lo.updated_at`
const RESULT_COLUMNS = `id, lab_order_id, name, size, mime_type, file_key, created_at, replaced_at`
/** The staff row of a lab order `lo`: its line's product and variant, its order, the customer and their clinic. */
const STAFF_COLUMNS = `${SUMMARY_COLUMNS}, lo.unit_index, lo.created_at, o.display_id as order_display_id,
  o.email as customer_email, o.customer_id, nullif(trim(concat_ws(' ', cu.first_name, cu.last_name)), '') as customer_name,
  cl.id as clinic_id, cl.name as clinic_name, v.product_id, li.title as product_title, li.description as variant_title, li.quantity as line_quantity,
  exists (select 1 from lab_result r where r.lab_order_id = lo.id and r.replaced_at is null) as has_result`
const STAFF_JOINS = `join "order" o on o.id = lo.order_id
  join line_item li on li.id = lo.line_item_id
  left join product_variant v on v.id = li.variant_id
  left join customer cu on cu.id = o.customer_id
  left join clinic_member cm on cm.customer_id = o.customer_id
  left join clinic cl on cl.id = cm.clinic_id`

/** Who made a change: a staff user's id (Medusa's `user.id`), or null for the store itself. */
export type Actor = string | null

/** Lab orders: creation per ordered unit, the status moves (lib/lab-order-status.ts) and result files. */
export default class LabOrderService extends TransactionBaseService {
  constructor(container: Dependencies) {
    // eslint-disable-next-line prefer-rest-params
    super(container, arguments[1])
  }

  /**
   * Creates one lab order per unit of each line item of the order; units that already have one are skipped
   * (unique (line_item_id, unit_index) + on conflict do nothing), so a repeated event creates nothing twice.
   * Returns how many were created.
   */
  async createForOrder(orderId: string): Promise<number> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const items: { id: string; quantity: number }[] = await manager.query(
        `select id, quantity from line_item where order_id = $1 order by created_at, id`,
        [orderId]
      )
      const units = items.flatMap((item) => Array.from({ length: item.quantity }, (_, unit) => ({ item: item.id, unit })))
      if (!units.length) return 0
      const inserted: unknown[] = await manager.query(
        `insert into lab_order (id, order_id, line_item_id, unit_index, email)
         select unnest($1::varchar[]), $2::varchar, unnest($3::varchar[]), unnest($4::int[]), (select email from "order" where id = $2::varchar)
         on conflict (line_item_id, unit_index) do nothing returning id`,
        [units.map(() => generateEntityId("", "labord")), orderId, units.map((u) => u.item), units.map((u) => u.unit)]
      )
      if (inserted.length) await emitDomainEvent(this.__container__, "lab_order.created", { order_id: orderId, count: inserted.length }, manager)
      return inserted.length
    })
  }

  /** The lab orders of several orders, in one query, grouped by order id. */
  async summariesByOrder(orderIds: string[]): Promise<Map<string, LabOrderSummary[]>> {
    const byOrder = new Map<string, LabOrderSummary[]>(orderIds.map((id) => [id, []]))
    if (!orderIds.length) return byOrder
    const rows: LabOrderSummary[] = await this.activeManager_.query(
      `select ${SUMMARY_COLUMNS} from lab_order lo where lo.order_id = any($1) order by lo.created_at, lo.line_item_id, lo.unit_index`,
      [orderIds]
    )
    for (const row of rows) byOrder.get(row.order_id)?.push(row)
    return byOrder
  }

  /**
   * Staff listing, newest first, one page: `count` is the number of all matches (two queries: the page and the
   * count). `q` is an order number (digits, an optional leading #) or the start of the customer's email
   * (case-insensitive). The page's ids are chosen first, then only those rows are read and joined:
   * - all lab orders or one status: the first entries of `IDX_lab_order_created` / `IDX_lab_order_status_created`;
   * - an order or a search: every match (`matches`, materialized: an index range, for an email search read from
   *   `IDX_lab_order_email_prefix` alone), sorted. Without the fence the planner may instead walk the newest lab
   *   orders until 20 match, which reads more the more other lab orders there are (1,814 rows and 951 buffers for a
   *   customer with 6,668 lab orders among 600,000, docs/performance.md).
   */
  async listForStaff(filters: StaffLabOrderFilters): Promise<{ lab_orders: AdminLabOrder[]; count: number }> {
    const { where, params } = staffFilterSql(filters)
    const offset = `$${params.length + 1}`
    const limit = `$${params.length + 2}`
    const [matches, pageIds] = isSelective(filters)
      ? [
          `with matches as materialized (select lo.id, lo.created_at from lab_order lo where ${where})`,
          `select id, created_at from matches order by created_at desc, id desc offset ${offset} limit ${limit}`,
        ]
      : ["", `select lo.id from lab_order lo where ${where} order by lo.created_at desc, lo.id desc offset ${offset} limit ${limit}`]
    const [labOrders, [{ count }]]: [AdminLabOrder[], { count: string }[]] = await Promise.all([
      this.activeManager_.query(
        `${matches}
         select ${STAFF_COLUMNS}
         from (${pageIds}) page
         join lab_order lo on lo.id = page.id
         ${STAFF_JOINS}
         order by lo.created_at desc, lo.id desc`,
        [...params, filters.offset, filters.limit]
      ),
      this.countForStaff(filters, where, params),
    ])
    return { lab_orders: labOrders, count: Number(count) }
  }

  /**
   * The number of lab orders matching the staff filters: for all lab orders or one status, from the per-status
   * counts the database keeps (`lab_order_count`, maintained by triggers), so it costs the same with 600,000 lab
   * orders as with 600; other filters (an order, a search) match an order's or a customer's lab orders and are
   * counted directly (a search by email: a range of `IDX_lab_order_email_prefix`, read index-only).
   */
  private async countForStaff(filters: StaffLabOrderFilters, where: string, params: unknown[]): Promise<{ count: string }[]> {
    if (isSelective(filters)) return this.activeManager_.query(`select count(*) from lab_order lo where ${where}`, params)
    return this.activeManager_.query(`select coalesce(sum(n), 0) as count from lab_order_count where $1::varchar is null or status = $1`, [
      filters.status ?? null,
    ])
  }

  /** One lab order of one order, or null. */
  async retrieveInOrder(orderId: string, labOrderId: string): Promise<LabOrderSummary | null> {
    const rows: LabOrderSummary[] = await this.activeManager_.query(
      `select ${SUMMARY_COLUMNS} from lab_order lo where lo.id = $1 and lo.order_id = $2`,
      [labOrderId, orderId]
    )
    return rows[0] ?? null
  }

  /** The current result record of a lab order (not one a correction replaced), or null. */
  async resultOf(labOrderId: string): Promise<LabResultRecord | null> {
    const rows: LabResultRecord[] = await this.activeManager_.query(
      `select ${RESULT_COLUMNS} from lab_result where lab_order_id = $1 and replaced_at is null`,
      [labOrderId]
    )
    return rows[0] ?? null
  }

  /** Any result file of a lab order, current or replaced (staff read the history's files), or null. */
  async resultForStaff(labOrderId: string, resultId: string): Promise<LabResultRecord | null> {
    const rows: LabResultRecord[] = await this.activeManager_.query(`select ${RESULT_COLUMNS} from lab_result where lab_order_id = $1 and id = $2`, [
      labOrderId,
      resultId,
    ])
    return rows[0] ?? null
  }

  /** A lab order with its order's lines and shipping address, its history (oldest first) and every result file (newest first); 404 when unknown. */
  async detailForStaff(id: string): Promise<StaffLabOrderDetail> {
    const manager = this.activeManager_
    const [labOrder]: AdminLabOrder[] = await manager.query(`select ${STAFF_COLUMNS} from lab_order lo ${STAFF_JOINS} where lo.id = $1`, [id])
    if (!labOrder) throw new NotFoundError("Lab order")
    const [[order], lines, history, results] = await Promise.all([
      manager.query(
        `select o.id, o.display_id, o.email, o.currency_code, o.created_at, to_jsonb(a) - 'id' - 'customer_id' - 'deleted_at' - 'created_at' - 'updated_at' as shipping_address
           from "order" o left join address a on a.id = o.shipping_address_id where o.id = $1`,
        [labOrder.order_id]
      ),
      manager.query(
        `select id, title, description, quantity, id = $2 as is_this_test from line_item where order_id = $1 order by created_at, id`,
        [labOrder.order_id, labOrder.line_item_id]
      ),
      manager.query(
        `select e.id, e.kind, e.from_status, e.to_status, e.actor_id, u.email as actor_email, e.created_at
           from lab_order_event e left join "user" u on u.id = e.actor_id where e.lab_order_id = $1 order by e.created_at, e.id`,
        [id]
      ),
      manager.query(`select id, lab_order_id, name, size, mime_type, created_at, replaced_at from lab_result where lab_order_id = $1 order by created_at desc, id desc`, [id]),
    ])
    return { lab_order: labOrder, order, lines, history, results }
  }

  /** Moves a lab order to `to` (recorded with who did it): 404 when unknown, 409 when the table does not allow the move. Announced (`lab_order.status_changed`). */
  async transition(id: string, to: LabOrderStatus, actor: Actor = null): Promise<LabOrderSummary> {
    const labOrder = await this.atomicPhase_(async (manager: EntityManager) => this.moveLocked(manager, id, to, actor))
    await this.announce(labOrder)
    return labOrder
  }

  /**
   * Stores a result file and moves the lab order to `results_ready` (only from `in_analysis`: 409 otherwise, checked
   * before anything is stored). With `replace`, corrects the result of a lab order already `results_ready` instead (409
   * otherwise): the earlier file stays, marked replaced, the history records who replaced it, and the customer is told
   * (`lab_order.result_replaced`).
   */
  async attachResult(
    id: string,
    file: { name: string; content: Buffer },
    actor: Actor = null,
    options: { replace?: boolean } = {}
  ): Promise<{ lab_order: LabOrderSummary; result: LabResultRecord }> {
    const moved = await this.atomicPhase_(async (manager: EntityManager) => {
      if (options.replace) await this.lockedReadyForCorrection(manager, id)
      else await this.lockedStatus(manager, id, "results_ready")
      const fileKey = await this.store(file.content)
      if (options.replace) await manager.query(`update lab_result set replaced_at = now() where lab_order_id = $1 and replaced_at is null`, [id])
      const [result]: LabResultRecord[] = await manager.query(
        `insert into lab_result (id, lab_order_id, name, size, mime_type, file_key) values ($1, $2, $3, $4, $5, $6)
         returning ${RESULT_COLUMNS}`,
        [generateEntityId("", "labres"), id, file.name, file.content.length, mimeTypeOf(file.name), fileKey]
      )
      if (!options.replace) return { lab_order: await this.moveLocked(manager, id, "results_ready", actor), result }
      await this.record(manager, id, "result_replaced", "results_ready", "results_ready", actor)
      const [labOrder]: LabOrderSummary[] = await manager.query(`select ${SUMMARY_COLUMNS} from lab_order lo where lo.id = $1`, [id])
      return { lab_order: labOrder, result }
    })
    if (options.replace) {
      await emitDomainEvent(this.__container__, "lab_order.result_replaced", { id, order_id: moved.lab_order.order_id })
    } else {
      await this.announce(moved.lab_order)
    }
    return moved
  }

  private async announce(labOrder: LabOrderSummary): Promise<void> {
    await emitDomainEvent(this.__container__, "lab_order.status_changed", { id: labOrder.id, order_id: labOrder.order_id, status: labOrder.status })
  }

  /** Locks a lab order whose result may be corrected: 404 when unknown, 409 unless its results are ready. */
  private async lockedReadyForCorrection(manager: EntityManager, id: string): Promise<void> {
    const rows: { status: LabOrderStatus }[] = await manager.query(`select status from lab_order where id = $1 for update`, [id])
    if (!rows.length) throw new NotFoundError("Lab order")
    if (rows[0].status !== "results_ready") throw new ConflictError(`Only a result that is ready can be replaced; this lab order is ${rows[0].status}`)
  }

  private async record(manager: EntityManager, id: string, kind: LabOrderEvent["kind"], from: LabOrderStatus, to: LabOrderStatus, actor: Actor): Promise<void> {
    await manager.query(`insert into lab_order_event (id, lab_order_id, kind, from_status, to_status, actor_id) values ($1, $2, $3, $4, $5, $6)`, [
      generateEntityId("", "loev"),
      id,
      kind,
      from,
      to,
      actor,
    ])
  }

  /** A readable stream of a stored result file (private storage: only the authorised download route reads it). */
  async download(result: LabResultRecord): Promise<NodeJS.ReadableStream> {
    const stream = await readPrivateFile(result.file_key)
    if (!stream) throw new NotFoundError("Result file")
    return stream
  }

  private async lockedStatus(manager: EntityManager, id: string, to: LabOrderStatus): Promise<LabOrderStatus> {
    const rows: { status: LabOrderStatus }[] = await manager.query(`select status from lab_order where id = $1 for update`, [id])
    if (!rows.length) throw new NotFoundError("Lab order")
    const from = rows[0].status
    if (!canMoveLabOrder(from, to)) throw new ConflictError(`A lab order cannot move from ${from} to ${to}`)
    return from
  }

  private async moveLocked(manager: EntityManager, id: string, to: LabOrderStatus, actor: Actor): Promise<LabOrderSummary> {
    const from = await this.lockedStatus(manager, id, to)
    await this.record(manager, id, "status_changed", from, to, actor)
    const [rows]: [LabOrderSummary[], number] = await manager.query(
      `update lab_order lo set status = $2, updated_at = now() where lo.id = $1 returning ${SUMMARY_COLUMNS}`,
      [id, to]
    )
    return rows[0]
  }

  /** Writes the content under a random key in private storage (the customer-facing name is never part of the path). */
  private async store(content: Buffer): Promise<string> {
    return storePrivateFile("lab-results", "bin", content)
  }
}
