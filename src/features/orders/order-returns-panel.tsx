import { returnBlock, type OrderData } from "../../models/order-model"
import { useCustomerScope } from "../../queries/use-customer-scope"
import { useReturnReasons } from "../../queries/use-returns"
import { OrderReturns } from "./order-returns"
import { ReturnItemsForm, ReturnRequestedNotice } from "./return-items-form"
import { useReturnRequestActor } from "./use-return-request-actor"

/** The order page's returns: the section with its "Return items" form bound to a return-request actor of the order. */
export function OrderReturnsPanel({ order }: { order: OrderData }) {
  const viewerId = useCustomerScope()
  const actor = useReturnRequestActor(order.id)
  const canReturn = returnBlock(order, viewerId) === null
  const reasons = useReturnReasons({ enabled: canReturn })
  return (
    <OrderReturns
      order={order}
      viewerId={viewerId}
      notice={<ReturnRequestedNotice actor={actor} />}
      form={<ReturnItemsForm order={order} actor={actor} reasons={reasons.data ?? []} reasonsFailed={reasons.isError} />}
    />
  )
}
