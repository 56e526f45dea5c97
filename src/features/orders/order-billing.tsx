import { useSelector } from "@xstate/react"
import { cartSelectors } from "../../../machines/cart/cart.selectors"
import { useText } from "../../i18n/text"
import { ErrorNotice } from "../../ui/error-notice"
import { useOptionalCart, type CartActorRef } from "../../session/cart-context"
import { useInvoiceUrl, useReorder } from "../../queries/use-order-billing"
import type { OrderData } from "../../models/order-model"

/** The order's reference and invoice (number and download), and "Order again" for customers with a cart. */
export function OrderBilling({ order }: { order: OrderData }) {
  const text = useText()
  const invoiceUrl = useInvoiceUrl(order.id)
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
          <a className="button secondary" href={invoiceUrl} download>
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
  const current = useSelector(cart, cartSelectors.cart)
  const reorder = useReorder()
  const answer = reorder.data
  const orderAgain = () =>
    // The cart reads itself again afterwards (its lines, totals and payment sessions).
    reorder.mutate({ orderId, cartId: current.id }, { onSuccess: () => cart.send({ type: "RELOAD" }) })
  return (
    <>
      <button type="button" className="button primary" disabled={reorder.isPending || !current.id} onClick={orderAgain}>
        {reorder.isPending ? text("invoices.orderingAgain") : text("invoices.orderAgain")}
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
      <ErrorNotice error={reorder.error} />
    </>
  )
}
