/** A page of the caller's orders (`GET /store/orders/list`), newest first. */
export type OrderPage<TOrder = Record<string, unknown>> = {
  orders: TOrder[]
  count: number
  offset: number
  limit: number
}
