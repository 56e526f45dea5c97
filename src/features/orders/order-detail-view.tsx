import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import { AsyncContent, type LoadStatus } from "../../ui/async-state"
import { lineName, medusaTotals } from "../../models/cart-model"
import { CartTotalsList } from "../../ui/cart-totals-table"
import type { ReactNode } from "react"
import type { LabSampleBody } from "@clinic-store/contract"
import { LabResultPanel } from "./lab-result-panel"
import { LabSampleForm } from "./lab-sample-form"
import { chargedTaxRate, type LabResult, type OrderData } from "../../models/order-model"
import { OrderShipping } from "./order-shipping"
import { PaymentStandingBadge } from "./payment-standing-badge"
import { StatusBadge } from "./status-badge"

/** Props of the order page. */
export interface OrderDetailViewProps {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  order: OrderData | null
  onLoadResult: (orderId: string, labOrderId: string) => Promise<LabResult>
  /** Saves a lab order's sample details (the clinic gives them before the sample ships); no form without it. */
  onRecordSample?: (labOrderId: string, body: LabSampleBody) => Promise<void>
  /** The order's reference, invoice and "Order again", shown under its facts. */
  billing?: (order: OrderData) => ReactNode
  /** Shipping option names in the page's language, by option id (staff's translations). */
  shippingNames?: Record<string, string>
  /** The order's returns with "Return items", shown under its shipping. */
  returns?: (order: OrderData) => ReactNode
}

/** Lab order statuses whose sample has not reached the lab: the clinic may still give its details. */
const SAMPLE_EDITABLE: readonly string[] = ["received", "kit_sent", "awaiting_samples"]

/** `/orders/:id`: the order's statuses, items, totals and lab orders with their results when ready. */
export function OrderDetailView({ status, error, onRetry, order, onLoadResult, onRecordSample, billing, shippingNames, returns }: OrderDetailViewProps) {
  const text = useText()
  const format = usePageFormat()
  return (
    <section className="page">
      <p>
        <Link to="/orders">← {text("orders.backToOrders")}</Link>
      </p>
      {status !== "ready" ? <h1 className="visually-hidden">{text("orders.title")}</h1> : null}
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() => {
          if (!order) return <h1>{text("errors.not_found")}</h1>
          const money = (amount: number) => format.money(amount, order.currency_code)
          const titleOf = (lineItemId: string) => {
            const item = order.items?.find((line) => line.id === lineItemId)
            return item ? lineName(item) : lineItemId
          }
          return (
            <>
              <h1>{text("orders.detailTitle", { displayId: order.display_id })}</h1>
              <p className="muted">{text("orders.placedOn", { date: format.date(order.created_at) })}</p>
              {order.requested_edit_ids?.length ? (
                <p className="notice" role="status">
                  {text("orders.editRequested")} <Link to={`/orders/${order.id}/edits/${order.requested_edit_ids[0]}`}>{text("orders.reviewEdit")}</Link>
                </p>
              ) : null}
              <dl className="facts">
                <div>
                  <dt>{text("orders.payment")}</dt>
                  <dd>
                    <PaymentStandingBadge standing={order.payment_standing} status={order.payment_status} />
                  </dd>
                </div>
                <div>
                  <dt>{text("orders.fulfillment")}</dt>
                  <dd>
                    <StatusBadge kind="fulfillment" status={order.fulfillment_status} />
                  </dd>
                </div>
                <div>
                  <dt>{text("orders.total")}</dt>
                  <dd>{money(order.total)}</dd>
                </div>
              </dl>
              {billing?.(order)}
              <h2>{text("orders.items")}</h2>
              <table className="table stacked">
                <thead>
                  <tr>
                    <th scope="col">{text("cart.product")}</th>
                    <th scope="col">{text("cart.quantity")}</th>
                    <th scope="col">{text("cart.unitPrice")}</th>
                  </tr>
                </thead>
                <tbody>
                  {(order.items ?? []).map((item) => (
                    <tr key={item.id}>
                      <th scope="row">
                        {item.title}
                        {item.description && item.description !== item.title ? <span className="line-variant">{item.description}</span> : null}
                      </th>
                      <td data-label={text("cart.quantity")}>{item.quantity}</td>
                      <td data-label={text("cart.unitPrice")}>{money(item.unit_price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <CartTotalsList totals={medusaTotals(order)} currencyCode={order.currency_code} taxRatePercent={chargedTaxRate(order)} showShipping />
              <OrderShipping order={order} shippingNames={shippingNames} />
              {returns?.(order)}
              <h2>{text("orders.labOrders")}</h2>
              {(order.lab_orders ?? []).length === 0 ? (
                <p>{text("orders.noLabOrders")}</p>
              ) : (
                <ul className="lab-orders">
                  {(order.lab_orders ?? []).map((lab) => (
                    <li key={lab.id} className="card lab-order">
                      <div className="lab-order-head">
                        <h3>{text("orders.labOrderFor", { item: titleOf(lab.line_item_id) })}</h3>
                        <StatusBadge kind="lab" status={lab.status} />
                      </div>
                      <p className="muted">
                        {text("orders.updated")}: {format.date(lab.updated_at)}
                      </p>
                      {lab.sample_id ? (
                        <p>
                          {text("orders.sampleId")}: <strong className="sample-id">{lab.sample_id}</strong>
                        </p>
                      ) : null}
                      {lab.patient_reference && lab.sample_taken_on ? (
                        <p className="muted">
                          {text("orders.sampleRecorded", { reference: lab.patient_reference, day: format.date(`${lab.sample_taken_on}T12:00:00Z`) })}
                        </p>
                      ) : null}
                      {onRecordSample && SAMPLE_EDITABLE.includes(lab.status) ? (
                        <details className="lab-sample">
                          <summary>{text("orders.sampleDetails")}</summary>
                          <LabSampleForm
                            current={{ patient_reference: lab.patient_reference ?? null, sample_taken_on: lab.sample_taken_on ?? null }}
                            onSave={(body) => onRecordSample(lab.id, body)}
                          />
                        </details>
                      ) : null}
                      {lab.status === "results_ready" ? (
                        <LabResultPanel itemTitle={titleOf(lab.line_item_id)} onLoad={() => onLoadResult(order.id, lab.id)} />
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        }}
      </AsyncContent>
    </section>
  )
}
