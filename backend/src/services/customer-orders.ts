import type { Order, OrderService } from "@medusajs/medusa"
import { defaultStoreOrdersRelations } from "@medusajs/medusa/dist/api/routes/store/orders"
import type { PaymentStanding } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { paymentStandingOf } from "../payments/payment-words"
import { openEditIdsOfOrder } from "../persistence/order-edits"
import { NotFoundError } from "../domain/errors"
import type LabOrderService from "./lab-order"
import type { LabOrderSummary, LabResultRecord } from "./lab-order"
import type InvoiceService from "./invoice"
import type OrderAccessService from "./order-access"
import type OrderReferenceService from "./order-reference"
import type { OrderLookup } from "./order-access"
import { StoreService } from "../lib/store-service"
import { unitsLeftToReturn } from "../domain/returns"
import { returnableLines } from "../persistence/returns"

type Dependencies = {
  manager: EntityManager
  orderService: OrderService
  orderAccessService: OrderAccessService
  labOrderService: LabOrderService
  orderReferenceService: OrderReferenceService
  invoiceService: InvoiceService
}

/** An order as the store answers it: Medusa's order with totals, plus its lab orders and how its payment stands. */
export type CustomerOrder = Order & {
  lab_orders: Pick<LabOrderSummary, "id" | "line_item_id" | "status" | "updated_at" | "sample_id" | "patient_reference" | "sample_taken_on" | "consent_confirmed_at">[]
  payment_standing: PaymentStanding
}

/**
 * One order as its page shows it: also the reference it was placed with, its invoice number, whether the caller may
 * download the invoice, the edits staff asked the caller about that wait for her answer (her own orders only), its
 * returns (Medusa's, with their lines) and Medusa's refunded total, and per line the units the shopper may still
 * return (`returnable_quantity`, the rule `POST /store/returns` checks).
 */
export type CustomerOrderDetail = CustomerOrder & {
  reference: string | null
  invoice_number: string | null
  invoice_available: boolean
  requested_edit_ids: string[]
  items: (Order["items"][number] & { returnable_quantity: number })[]
}

/** Relations of an order in the paged list (Medusa loads each relation once for the whole page). */
const LIST_RELATIONS = ["payments", "items", "items.tax_lines", "shipping_methods", "shipping_methods.tax_lines", "discounts", "discounts.rule", "gift_cards", "region"]

/** Orders a signed-in customer may see (those of her clinic, and her own placed outside any clinic), each with its lab orders. */
export default class CustomerOrdersService extends StoreService<Dependencies> {
  /** The order the lookups name (all must name the same order) when visible to the customer; else 404. */
  async retrieve(customerId: string | undefined, lookups: OrderLookup[]): Promise<CustomerOrderDetail> {
    const access = this.deps_.orderAccessService
    const ids = await Promise.all(lookups.map((lookup) => access.findVisibleOrderId(customerId, lookup)))
    const id = ids[0]
    if (!id || ids.some((other) => other !== id)) throw new NotFoundError("Order")
    // The billing address too: the confirmation and the order's page show where the order is billed.
    // Its returns and refunds too: the page shows each return's status and Medusa's refunded total.
    const order = await this.deps_.orderService.retrieveWithTotals(id, { relations: [...defaultStoreOrdersRelations, "billing_address", "refunds", "returns", "returns.items"] })
    const [labOrders, reference, numbers, invoiceAvailable, requestedEdits, returnable] = await Promise.all([
      this.deps_.labOrderService.summariesByOrder([id]),
      this.deps_.orderReferenceService.ofOrder(id),
      this.deps_.invoiceService.numbersOf([id]),
      this.deps_.invoiceService.mayRead(customerId as string, id),
      customerId ? openEditIdsOfOrder(this.deps_.manager, id, customerId) : Promise.resolve([]),
      returnableLines(this.deps_.manager, id),
    ])
    const left = new Map(returnable.map((line) => [line.id, unitsLeftToReturn(line)]))
    const items = order.items.map((item) => Object.assign(item, { returnable_quantity: left.get(item.id) ?? 0 }))
    return Object.assign(withLabOrders(order, labOrders.get(id) ?? []), {
      items,
      reference,
      invoice_number: numbers.get(id) ?? null,
      invoice_available: invoiceAvailable,
      requested_edit_ids: requestedEdits,
    })
  }

  /** A page of visible orders, newest first, in a constant number of queries whatever the page size. */
  async list(customerId: string, offset: number, limit: number): Promise<{ orders: CustomerOrder[]; count: number }> {
    const { ids, count } = await this.deps_.orderAccessService.listVisibleOrderIds(customerId, offset, limit)
    if (!ids.length) return { orders: [], count }
    const [orders, labOrders] = await Promise.all([
      this.deps_.orderService.listAndCount({ id: ids }, { relations: LIST_RELATIONS, take: ids.length }).then(([page]) => page),
      this.deps_.labOrderService.summariesByOrder(ids),
    ])
    const position = new Map(ids.map((id, index) => [id, index]))
    orders.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
    return { orders: orders.map((order) => withLabOrders(order, labOrders.get(order.id) ?? [])), count }
  }

  /**
   * Records the clinic's details of a sample (patient reference, day taken, consent) on a lab order of an order the
   * customer may see (her clinic's, or her own outside a clinic; 404 otherwise), before the sample reaches the lab.
   */
  async recordSample(customerId: string, labOrderId: string, sample: { patient_reference: string; sample_taken_on: string }): Promise<LabOrderSummary> {
    const labOrder = await this.deps_.labOrderService.retrieve(labOrderId)
    const visible = labOrder && (await this.deps_.orderAccessService.findVisibleOrderId(customerId, { id: labOrder.order_id }))
    if (!visible) throw new NotFoundError("Lab order")
    return this.deps_.labOrderService.recordSample(labOrderId, sample)
  }

  /** The result of a lab order of a visible order; 404 until the lab order is `results_ready`. */
  async result(customerId: string | undefined, orderId: string, labOrderId: string): Promise<VisibleResult> {
    const visible = await this.deps_.orderAccessService.findVisibleOrderId(customerId, { id: orderId })
    if (!visible) throw new NotFoundError("Order")
    const labOrders = this.deps_.labOrderService
    const labOrder = await labOrders.retrieveInOrder(orderId, labOrderId)
    if (!labOrder) throw new NotFoundError("Lab order")
    const result = labOrder.status === "results_ready" ? await labOrders.resultOf(labOrderId) : null
    if (!result) throw new NotFoundError("Lab result")
    return { lab_order: labOrder, result }
  }
}

/** A ready lab order of a visible order with its result record. */
export type VisibleResult = { lab_order: LabOrderSummary; result: LabResultRecord }

function withLabOrders(order: Order, labOrders: LabOrderSummary[]): CustomerOrder {
  return Object.assign(order, {
    lab_orders: labOrders.map(({ id, line_item_id, status, updated_at, sample_id, patient_reference, sample_taken_on, consent_confirmed_at }) => ({
      id,
      line_item_id,
      status,
      updated_at,
      sample_id,
      patient_reference,
      sample_taken_on,
      consent_confirmed_at,
    })),
    payment_standing: paymentStandingOf(order),
  })
}
