import { fromPromise } from "xstate"
import type { RequestedReturn, ReturnLineRequest } from "../../machines/return-request.machine"
import type { Api } from "../api"

/** The return-request machine's services. */
export function createReturnRequestActors(api: Pick<Api, "store">) {
  return {
    requestReturn: fromPromise<RequestedReturn, { orderId: string; items: ReturnLineRequest[] }>(({ input }) =>
      api.store.requestReturn({ order_id: input.orderId, items: input.items })
    ),
  }
}
