import type { OrderPage, ReorderAnswer } from "@clinic-store/contract"
import type { StoreRequest } from "./store-request"

/** Default page of the orders list: the first 10 orders. */
export const ORDERS_PAGE = { offset: 0, limit: 10 } as const

/** The customer's orders, their invoices, reordering, and the open cart's reference (`/store/orders`, `/store/carts`). */
export function createOrdersApi(request: StoreRequest, base: string) {
  return {
    /** `GET /orders/` by order id or display id. */
    findOrder: async <TOrder = Record<string, unknown>>(lookup: { id?: string; display_id?: string | number }) =>
      (await request<{ order: TOrder }>("GET", "/orders/", { query: lookup })).order,
    listOrders: <TOrder = Record<string, unknown>>(page: { offset?: number; limit?: number } = {}) =>
      request<OrderPage<TOrder>>("GET", "/orders/list", {
        query: { offset: page.offset ?? ORDERS_PAGE.offset, limit: page.limit ?? ORDERS_PAGE.limit },
      }),
    /** The address of an order's invoice (PDF, a download). */
    invoiceUrl: (orderId: string) => `${base}/orders/${encodeURIComponent(orderId)}/invoice`,
    /** Puts an order's lines into the customer's open cart again; says which were left out. */
    reorder: (orderId: string, cartId: string) => request<ReorderAnswer>("POST", `/orders/${encodeURIComponent(orderId)}/reorder`, { body: { cart_id: cartId } }),
    cartReference: (cartId: string) => request<{ reference: string | null }>("GET", `/carts/${encodeURIComponent(cartId)}/reference`),
    setCartReference: (cartId: string, reference: string | null) =>
      request<{ reference: string | null }>("POST", `/carts/${encodeURIComponent(cartId)}/reference`, { body: { reference } }),
    /** The customer's own open cart on the server (404 when none). */
    openCart: () => request<{ cart: { id: string } }>("GET", "/user/cart"),
  }
}
