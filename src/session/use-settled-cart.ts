import { useSelector } from "@xstate/react"
import { useState } from "react"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import type { Cart } from "../../machines/cart/cart.types"
import type { CartActorRef } from "./cart-context"

/**
 * The cart as Medusa last answered it while the cart was idle, and whether a change is under way. Totals are shown
 * from it: during a change (an item added, a quantity changed, the shipping method re-added) the figures of the
 * carts in between are not the cart's final ones, so the previous total stays, marked as updating, until Medusa
 * answers the settled cart. Never a figure computed in the browser.
 */
export function useSettledCart(cart: CartActorRef): { settled: Cart; updating: boolean } {
  const current = useSelector(cart, cartSelectors.cart)
  const active = useSelector(cart, cartSelectors.isActive)
  const [settled, setSettled] = useState(current)
  if (active && settled !== current) setSettled(current)
  return { settled: active ? current : settled, updating: !active }
}
