import { useSelector } from "@xstate/react"
import { useParams } from "react-router-dom"
import { useOptionalCart } from "../../session/cart-context"
import { useOrder } from "../../queries/use-orders"
import { useShippingOptionNames } from "../../queries/use-products"
import type { ConfirmedOrder } from "./order-confirmed-details"
import { OrderConfirmedView } from "./order-confirmed-view"

/**
 * `/order/confirmed/:id`: shown after checkout completes, with the order's number and summary. The order
 * comes from the cart machine (the completion's answer carries it); only a confirmation opened otherwise
 * (reload, link) fetches it.
 */
export function OrderConfirmedPage() {
  const { id = "" } = useParams()
  const placed = useSelector(useOptionalCart(), (snapshot) => snapshot?.context.order ?? null)
  const fromCart = placed?.id === id ? (placed as unknown as ConfirmedOrder) : null
  const query = useOrder({ id }, { enabled: fromCart === null })
  const order = fromCart ?? ((query.data ?? null) as ConfirmedOrder | null)
  const shippingNames = useShippingOptionNames().data
  const status = fromCart ? "ready" : query.isPending ? "loading" : query.isError ? "error" : "ready"
  return <OrderConfirmedView orderId={id} status={status} order={order} shippingNames={shippingNames} />
}
