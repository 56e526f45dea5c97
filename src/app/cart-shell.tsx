import { useEffect, type ReactNode } from "react"
import { OrderApprovalsProvider } from "../session/order-approvals-context"
import { useOptionalCart } from "../session/cart-context"
import { prefetchCheckoutChunks } from "./route-chunks"

/**
 * What an approved customer's cart adds to every page: the clinic's approval requests (read from the server), and the
 * checkout path's screens (cart, checkout, confirmation) loaded while the browser is idle, since such a customer may
 * check out (and "Add to cart" leads to the cart).
 */
export function CartShell({ children }: { children: ReactNode }) {
  const cart = useOptionalCart()
  useEffect(() => (cart ? prefetchCheckoutChunks() : undefined), [cart])
  return <OrderApprovalsProvider>{children}</OrderApprovalsProvider>
}
