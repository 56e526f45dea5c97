import { fromPromise } from "xstate"
import type { RequestedReturn, ReturnLineRequest } from "../../machines/return-request.machine"
import type { Api } from "../api"

/** The return-request machine's services. */
export function createReturnRequestActors(api: Pick<Api, "product">) {
  return {
    requestReturn: fromPromise<RequestedReturn, { orderId: string; items: ReturnLineRequest[] }>(({ input }) =>
      api.product.requestReturn({ order_id: input.orderId, items: input.items })
    ),
  }
}
