import type { ReactNode } from "react"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"
import { lineName } from "../../models/cart-model"
import { returnBlock, type OrderData, type ReturnStatus } from "../../models/order-model"

/** How each return status is coloured (as the order's other status badges). */
const RETURN_TONE: Record<ReturnStatus, string> = { requested: "pending", received: "good", requires_action: "bad", canceled: "neutral" }

/** Props of the order's returns section. */
export interface OrderReturnsProps {
  order: OrderData
  /** The signed-in customer (only the customer who placed the order may return its items). */
  viewerId: string | null
  /** The "Return items" form, when some unit may go back. */
  form: ReactNode
  /** Says a return was just requested (kept when nothing is left to return). */
  notice?: ReactNode
}

/**
 * The order's returns: each return with its status ("Return requested", "Return received") and lines, Medusa's
 * refunded total when there is one, then "Return items" (a disclosure with the form) or why nothing can be returned.
 */
export function OrderReturns({ order, viewerId, form, notice }: OrderReturnsProps) {
  const text = useText()
  const format = usePageFormat()
  const returns = [...(order.returns ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at))
  const block = returnBlock(order, viewerId)
  const refunded = order.refunded_total ?? 0
  const titleOf = (itemId: string) => {
    const line = order.items?.find((item) => item.id === itemId)
    return line ? lineName(line) : itemId
  }
  if (!returns.length && !refunded && block === "notYours") return null
  return (
    <section className="order-returns" aria-labelledby={`returns-${order.id}`}>
      <h2 id={`returns-${order.id}`}>{text("returns.title")}</h2>
      {returns.length ? (
        <ul className="returns-list">
          {returns.map((item) => (
            <li key={item.id} className="card return-card" data-return-status={item.status}>
              <p>
                <span className={`status status-${RETURN_TONE[item.status]} return-status`}>{text(`returns.status.${item.status}`)}</span>{" "}
                <span className="muted">{text("returns.askedOn", { date: format.date(item.created_at) })}</span>
              </p>
              <ul>
                {item.items.map((line) => (
                  <li key={line.item_id}>
                    {line.quantity} × {titleOf(line.item_id)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {notice}
      {refunded ? (
        <p className="return-refunded">
          {text("returns.refunded")}: <strong>{format.money(refunded, order.currency_code)}</strong>
        </p>
      ) : null}
      {block ? (
        <p className="muted return-block">{text(`returns.${block}`)}</p>
      ) : (
        <details className="return-items">
          <summary>{text("returns.open")}</summary>
          {form}
        </details>
      )}
    </section>
  )
}
