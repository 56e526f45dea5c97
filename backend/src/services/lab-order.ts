import type { EventBusService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ConflictError, NotFoundError } from "../domain/errors"
import { canMoveLabOrder, type LabOrderStatus } from "@clinic-store/contract"
import { emitDomainEvent } from "../lib/domain-events"
import { mimeTypeOf } from "../domain/file-content"
import { readPrivateFile, storePrivateFile } from "../lib/private-files"
import {
  currentResultOf,
  insertLabOrderEvent,
  insertLabOrdersForOrder,
  insertResult,
  labOrderSummariesOfOrders,
  labOrderSummary,
  lockedLabOrderStatus,
  markResultReplaced,
  resultOfLabOrder,
  SAMPLE_EDITABLE_STATUSES,
  setLabOrderSample,
  setLabOrderStatus,
  staffLabOrder,
  staffLabOrderContext,
  staffLabOrderCount,
  staffLabOrdersPage,
  type AdminLabOrder,
  type LabOrderEvent,
  type LabOrderSummary,
  type LabResultRecord,
  type StaffLabOrderDetail,
  type StaffLabOrderFilters,
} from "../persistence/lab-order"
import { StoreService } from "../lib/store-service"
import { renderKitLabelPdf } from "../labels/kit-label"

export type { AdminLabOrder, LabOrderEvent, LabOrderSummary, LabResultRecord, StaffLabOrderDetail, StaffLabOrderFilters } from "../persistence/lab-order"

/** Who made a change: a staff user's id (Medusa's `user.id`), or null for the store itself. */
export type Actor = string | null

type Dependencies = { eventBusService: EventBusService }

/** Lab orders: creation per ordered unit, the status moves (lib/lab-order-status.ts) and result files. */
export default class LabOrderService extends StoreService<Dependencies> {
  /**
   * Creates one lab order per unit of each line item of the order; units that already have one are skipped
   * (unique (line_item_id, unit_index) + on conflict do nothing), so a repeated event creates nothing twice.
   * Returns how many were created.
   */
  async createForOrder(orderId: string): Promise<number> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const inserted = await insertLabOrdersForOrder(manager, orderId)
      if (inserted) await emitDomainEvent(this.deps_, "lab_order.created", { order_id: orderId, count: inserted }, manager)
      return inserted
    })
  }

  /** The lab orders of several orders, in one query, grouped by order id. */
  async summariesByOrder(orderIds: string[]): Promise<Map<string, LabOrderSummary[]>> {
    const byOrder = new Map<string, LabOrderSummary[]>(orderIds.map((id) => [id, []]))
    if (!orderIds.length) return byOrder
    const rows = await labOrderSummariesOfOrders(this.activeManager_, orderIds)
    for (const row of rows) byOrder.get(row.order_id)?.push(row)
    return byOrder
  }

  /**
   * Staff listing, newest first, one page: `count` is the number of all matches (two queries: the page and the
   * count). `q` is an order number (digits, an optional leading #), a sample id, the start of the customer's email
   * (case-insensitive) or part of the clinic's name, the member's name, the test or the PO number (persistence's
   * `searchSql`). The page's ids are chosen first, then only those rows are read and joined:
   * - all lab orders or one status: the first entries of `IDX_lab_order_created` / `IDX_lab_order_status_created`;
   * - an order or a search: every match (`matches`, materialized: an index range, for an email search read from
   *   `IDX_lab_order_email_prefix` alone), sorted. Without the fence the planner may instead walk the newest lab
   *   orders until 20 match, which reads more the more other lab orders there are (1,814 rows and 951 buffers for a
   *   customer with 6,668 lab orders among 600,000, docs/performance.md).
   */
  async listForStaff(filters: StaffLabOrderFilters): Promise<{ lab_orders: AdminLabOrder[]; count: number }> {
    const [labOrders, count] = await Promise.all([staffLabOrdersPage(this.activeManager_, filters), staffLabOrderCount(this.activeManager_, filters)])
    return { lab_orders: labOrders, count }
  }

  /** A lab order's summary by id alone, or null. */
  async retrieve(id: string): Promise<LabOrderSummary | null> {
    return (await labOrderSummary(this.activeManager_, id)) ?? null
  }

  /** One lab order of one order, or null. */
  async retrieveInOrder(orderId: string, labOrderId: string): Promise<LabOrderSummary | null> {
    return (await labOrderSummary(this.activeManager_, labOrderId, orderId)) ?? null
  }

  /**
   * Records the clinic's details of the sample of a lab order (its patient reference, the day taken, consent
   * confirmed now) while the sample has not reached the lab (409 after); the caller checked who may.
   */
  async recordSample(id: string, sample: { patient_reference: string; sample_taken_on: string }): Promise<LabOrderSummary> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const status = await lockedLabOrderStatus(manager, id)
      if (!status) throw new NotFoundError("Lab order")
      if (!SAMPLE_EDITABLE_STATUSES.includes(status)) throw new ConflictError(`The sample's details are given before it reaches the lab; this lab order is ${status}`)
      return (await setLabOrderSample(manager, id, sample)) as LabOrderSummary
    })
  }

  /** The current result record of a lab order (not one a correction replaced), or null. */
  async resultOf(labOrderId: string): Promise<LabResultRecord | null> {
    return (await currentResultOf(this.activeManager_, labOrderId)) ?? null
  }

  /** Any result file of a lab order, current or replaced (staff read the history's files), or null. */
  async resultForStaff(labOrderId: string, resultId: string): Promise<LabResultRecord | null> {
    return (await resultOfLabOrder(this.activeManager_, labOrderId, resultId)) ?? null
  }

  /** A lab order with its order's lines and shipping address, its history (oldest first) and every result file (newest first); 404 when unknown. */
  async detailForStaff(id: string): Promise<StaffLabOrderDetail> {
    const labOrder = await staffLabOrder(this.activeManager_, id)
    if (!labOrder) throw new NotFoundError("Lab order")
    return { lab_order: labOrder, ...(await staffLabOrderContext(this.activeManager_, labOrder)) }
  }

  /** The printable kit label (PDF) of a lab order for staff: its sample id as text and QR code, the test, order and clinic. 404 if unknown. */
  async kitLabel(id: string): Promise<{ fileName: string; content: Buffer }> {
    const labOrder = await staffLabOrder(this.activeManager_, id)
    if (!labOrder) throw new NotFoundError("Lab order")
    const test = [labOrder.product_title, labOrder.variant_title].filter(Boolean).join(", ")
    const content = await renderKitLabelPdf({ sampleId: labOrder.sample_id, test, orderNumber: labOrder.order_display_id, clinic: labOrder.clinic_name })
    return { fileName: `kit-label-${labOrder.sample_id}.pdf`, content }
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
      if (options.replace) await markResultReplaced(manager, id)
      const result = await insertResult(manager, id, { name: file.name, size: file.content.length, mime_type: mimeTypeOf(file.name), file_key: fileKey })
      if (!options.replace) return { lab_order: await this.moveLocked(manager, id, "results_ready", actor), result }
      await this.record(manager, id, "result_replaced", "results_ready", "results_ready", actor)
      const labOrder = (await labOrderSummary(manager, id)) as LabOrderSummary
      return { lab_order: labOrder, result }
    })
    if (options.replace) {
      await emitDomainEvent(this.deps_, "lab_order.result_replaced", { id, order_id: moved.lab_order.order_id })
    } else {
      await this.announce(moved.lab_order)
    }
    return moved
  }

  private async announce(labOrder: LabOrderSummary): Promise<void> {
    await emitDomainEvent(this.deps_, "lab_order.status_changed", { id: labOrder.id, order_id: labOrder.order_id, status: labOrder.status })
  }

  /** Locks a lab order whose result may be corrected: 404 when unknown, 409 unless its results are ready. */
  private async lockedReadyForCorrection(manager: EntityManager, id: string): Promise<void> {
    const status = await lockedLabOrderStatus(manager, id)
    if (!status) throw new NotFoundError("Lab order")
    if (status !== "results_ready") throw new ConflictError(`Only a result that is ready can be replaced; this lab order is ${status}`)
  }

  private async record(manager: EntityManager, id: string, kind: LabOrderEvent["kind"], from: LabOrderStatus, to: LabOrderStatus, actor: Actor): Promise<void> {
    await insertLabOrderEvent(manager, id, kind, from, to, actor)
  }

  /** A readable stream of a stored result file (private storage: only the authorised download route reads it). */
  async download(result: LabResultRecord): Promise<NodeJS.ReadableStream> {
    const stream = await readPrivateFile(result.file_key)
    if (!stream) throw new NotFoundError("Result file")
    return stream
  }

  private async lockedStatus(manager: EntityManager, id: string, to: LabOrderStatus): Promise<LabOrderStatus> {
    const from = await lockedLabOrderStatus(manager, id)
    if (!from) throw new NotFoundError("Lab order")
    if (!canMoveLabOrder(from, to)) throw new ConflictError(`A lab order cannot move from ${from} to ${to}`)
    return from
  }

  private async moveLocked(manager: EntityManager, id: string, to: LabOrderStatus, actor: Actor): Promise<LabOrderSummary> {
    const from = await this.lockedStatus(manager, id, to)
    await this.record(manager, id, "status_changed", from, to, actor)
    return setLabOrderStatus(manager, id, to)
  }

  /** Writes the content under a random key in private storage (the customer-facing name is never part of the path). */
  private async store(content: Buffer): Promise<string> {
    return storePrivateFile("lab-results", "bin", content)
  }
}
