import type { ReorderAnswer } from "@clinic-store/contract"
import { useSelector } from "@xstate/react"
import { useState } from "react"
import { cartSelectors } from "../../../machines/cart/cart.selectors"
import { useText } from "../../i18n/text"
import { ErrorNotice } from "../../ui/error-notice"
import { useApi } from "../api/api-provider"
import { useOptionalCart, type CartActorRef } from "../cart/cart-provider"
import type { OrderData } from "./order-model"

/** The order's reference and invoice (number and download), and "Order again" for customers with a cart. */
export function OrderBilling({ order }: { order: OrderData }) {
  const text = useText()
  const api = useApi()
  const cart = useOptionalCart()
  return (
    <section className="card" aria-labelledby="order-billing-title">
      <h2 id="order-billing-title">{text("invoices.title")}</h2>
      <dl className="facts">
        {order.reference ? (
          <div>
            <dt>{text("invoices.reference")}</dt>
            <dd>{order.reference}</dd>
          </div>
        ) : null}
        {order.invoice_number ? (
          <div>
            <dt>{text("invoices.invoiceNumber")}</dt>
            <dd>{order.invoice_number}</dd>
          </div>
        ) : null}
      </dl>
      <div className="actions">
        {order.invoice_available ? (
          <a className="button secondary" href={api.product.invoiceUrl(order.id)} download>
            {text("invoices.download")}
          </a>
        ) : null}
        {cart ? <OrderAgain orderId={order.id} cart={cart} /> : null}
      </div>
    </section>
  )
}

/** One button: the order's lines into the cart again; then which were added and which were left out, and why. */
function OrderAgain({ orderId, cart }: { orderId: string; cart: CartActorRef }) {
  const text = useText()
  const api = useApi()
  const current = useSelector(cart, cartSelectors.cart)
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<ReorderAnswer | null>(null)
  const [error, setError] = useState<unknown>(null)
  async function orderAgain() {
    setBusy(true)
    setError(null)
    setAnswer(null)
    try {
      const result = await api.product.reorder(orderId, current.id)
      setAnswer(result)
      // The cart reads itself again (its lines, totals and payment sessions).
      cart.send({ type: "RELOAD" })
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button type="button" className="button primary" disabled={busy || !current.id} onClick={() => void orderAgain()}>
        {busy ? text("invoices.orderingAgain") : text("invoices.orderAgain")}
      </button>
      <div role="status" aria-live="polite">
        {answer ? (
          <>
            <p>{text("invoices.orderAgainAdded", { count: answer.added.reduce((sum, line) => sum + line.quantity, 0) })}</p>
            {answer.left_out.length ? (
              <>
                <p>{text("invoices.orderAgainLeftOut")}</p>
                <ul>
                  {answer.left_out.map((line, index) => (
                    <li key={`${line.variant_id ?? "gone"}-${index}`}>
                      {line.quantity} × {line.title}: {text(`invoices.leftOut.${line.reason}`)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
      <ErrorNotice error={error} />
    </>
  )
}
