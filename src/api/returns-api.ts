import type { CreateReturnBody } from "@clinic-store/contract"
import type { StoreRequest } from "./store-request"

/** A return reason staff keep in the back office (Medusa's; `value` is stable, `label` is staff's English text). */
export interface ReturnReason {
  id: string
  value: string
  label: string
}

/** Returns of the customer's own orders (Medusa's `/store/return-reasons` and `/store/returns`, guarded by the store). */
export function createReturnsApi(request: StoreRequest) {
  return {
    /** The reasons a shopper picks from. */
    returnReasons: async () => (await request<{ return_reasons: ReturnReason[] }>("GET", "/return-reasons")).return_reasons,
    /** Asks to return fulfilled units of the customer's own order; 400 names the line the server refuses. */
    requestReturn: async (body: CreateReturnBody) => (await request<{ return: { id: string; status: string } }>("POST", "/returns", { body })).return,
  }
}
