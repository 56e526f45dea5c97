import { useSelector } from "@xstate/react"
import { useMemo } from "react"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import { toProductCard, type MedusaProductLike } from "../models/product-model"
import { useCart } from "../session/cart-context"
import { useSession } from "../session/session-context"
import { useApprovedProducts, useEarlyProductsPreview } from "./use-products"

/** The approved products priced in the cart's region (before it is known: the early list), as cards. */
export function useProductCards() {
  const cart = useCart()
  const region = useSelector(cart, cartSelectors.region)
  const session = useSession()
  const query = useApprovedProducts(region?.id, Boolean(region))
  // Until the list for the cart's region is there, the page load's early list (the customer's own region) is shown.
  const preview = useEarlyProductsPreview(!region || query.isPending)
  const currency = preview?.currencyCode ?? region?.currency_code ?? session.currencyCode
  const data = preview ? preview.products : query.data
  const products = useMemo(() => (data ?? []).map((p) => toProductCard(p as unknown as MedusaProductLike, currency)), [data, currency])
  const status = preview ? "ready" : !region || query.isPending ? "loading" : query.isError ? "error" : "ready"
  const unservedCountry = useSelector(cart, cartSelectors.unservedCountry)
  return { status, error: query.error, retry: () => void query.refetch(), products, regionId: region?.id, currency, unservedCountry } as const
}
