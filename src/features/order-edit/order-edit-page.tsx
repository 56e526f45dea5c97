import { useParams } from "react-router-dom"
import { Link } from "react-router-dom"
import { useOrder } from "../../queries/use-orders"
import { useOrderEdit } from "../../queries/use-order-edit"
import { useText } from "../../i18n/text"
import { AsyncContent } from "../../ui/async-state"
import type { OrderData } from "../../models/order-model"
import { OrderEditFlow } from "./order-edit-flow"

/** The provider the order was paid with (the customer's one way: card or invoice), which pays an edit's difference too. */
function providerOf(order: OrderData): string | null {
  return (order as OrderData & { payments?: { provider_id?: string }[] }).payments?.[0]?.provider_id ?? null
}

/**
 * `/orders/:orderId/edits/:editId` (the link of the "edit to confirm" mail and of the order page): the change staff
 * propose, Medusa's totals before and after, and the customer's Confirm (paying a difference first) or Decline.
 */
export function OrderEditPage() {
  const text = useText()
  const { orderId = "", editId = "" } = useParams()
  const order = useOrder({ id: orderId })
  const edit = useOrderEdit(editId)
  const status = order.isPending || edit.isPending ? "loading" : order.isError || edit.isError ? "error" : "ready"
  return (
    <section className="page order-edit">
      <p>
        <Link to={`/orders/${orderId}`}>← {text("orderEdit.backToOrder")}</Link>
      </p>
      {status !== "ready" ? <h1 className="visually-hidden">{text("orderEdit.pageTitle")}</h1> : null}
      <AsyncContent
        status={status}
        error={order.error ?? edit.error}
        onRetry={() => {
          void order.refetch()
          void edit.refetch()
        }}
      >
        {() => {
          const orderData = order.data as OrderData | undefined
          if (!orderData || !edit.data || edit.data.order_id !== orderData.id) return <h1>{text("errors.not_found")}</h1>
          return <OrderEditFlow key={edit.data.id} edit={edit.data} order={orderData} providerId={providerOf(orderData)} />
        }}
      </AsyncContent>
    </section>
  )
}
