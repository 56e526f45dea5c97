import { useSelector } from "@xstate/react"
import { useMemo } from "react"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import { useCart } from "./cart-context"
import { medusaTotals, toCartLines, type MedusaLineItemLike, type MedusaTotalsLike } from "../models/cart-model"
import { useSettledCart } from "./use-settled-cart"

/** What the cart and checkout screens read from the cart machine. */
export function useCartViewData() {
  const cart = useCart()
  const current = useSelector(cart, cartSelectors.cart)
  const region = useSelector(cart, cartSelectors.region)
  const failed = useSelector(cart, cartSelectors.hasFailed)
  const active = useSelector(cart, cartSelectors.isActive)
  const unservedCountry = useSelector(cart, cartSelectors.unservedCountry)
  const lines = useMemo(() => toCartLines(current.items as MedusaLineItemLike[]), [current.items])
  // Totals from the cart Medusa last settled: during a change the previous figures stay, marked as updating.
  const { settled } = useSettledCart(cart)
  const totals = useMemo(() => medusaTotals(settled as MedusaTotalsLike), [settled])
  const status = failed ? "error" : current.id === "" ? "loading" : "ready"
  return {
    cart,
    current,
    lines,
    totals,
    status,
    /** The customer's country when the store does not serve it: the screens say so instead of waiting. */
    unservedCountry,
    updating: !active && !failed && current.id !== "",
    currencyCode: region?.currency_code ?? "usd",
    taxRatePercent: region?.tax_rate ?? 0,
    retry: () => cart.send({ type: "RELOAD" }),
  } as const
}
