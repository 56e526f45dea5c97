import { useSelector } from "@xstate/react"
import { useCallback, useMemo } from "react"
import { waitFor } from "xstate"
import { cartSelectors } from "../../../machines/cart/cart.selectors"
import { useSession } from "../../session/session-context"
import { useText } from "../../i18n/text"
import { loadCartDrawer } from "../cart/cart-drawer-loader"
import { useCart, useShowAddedItem } from "../cart/cart-provider"
import { UnservedCountryNotice } from "../cart/unserved-country"
import { useApprovedProducts, useEarlyProductsPreview } from "../queries/use-products"
import { toProductCard, type MedusaProductLike, type ProductCardData } from "./product-model"
import { ProductListView } from "./product-list-view"
import { useProductFilter } from "./use-product-filter"

/** Adds `quantity` of a product's chosen variant (`product.variantId`); resolves once the cart has it. */
export type AddToCart = (product: ProductCardData, quantity?: number) => Promise<void>

/**
 * Adds a product through the cart machine and keeps the shopper where they are: once Medusa answers the line, the
 * cart drawer names the product with the cart's total. A refused item rejects (the button is ready again).
 */
export function useAddToCart(): AddToCart {
  const cart = useCart()
  const showAdded = useShowAddedItem()
  return useCallback(
    async (product, quantity = 1) => {
      // The clicked button, taken before anything is awaited: it is disabled while adding, which moves focus away.
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
      if (!product.variantId) return
      // The cart takes items only when active: a click while it is still being created or prepared
      // (right after the page shows the products) would be dropped, so wait for it first.
      const ready = await waitFor(cart, (s) => s.matches("active") || s.matches("failed"), { timeout: 30_000 })
      if (!ready.matches("active")) throw new Error("The cart is not available")
      const outcome = new Promise<void>((resolve, reject) => {
        const added = cart.on("itemAdded", () => {
          stop()
          resolve()
        })
        const refused = cart.on("itemNotAdded", (event) => {
          stop()
          reject(new Error(event.message))
        })
        function stop() {
          added.unsubscribe()
          refused.unsubscribe()
        }
      })
      cart.send({ type: "ADD_ITEM", variantId: product.variantId, quantity })
      // The drawer's code comes while Medusa adds the line (if pointing at the button did not fetch it already), so
      // the drawer opens complete as soon as the line is there; without it, the provider says "Added" in short.
      await Promise.all([outcome, loadCartDrawer().catch(() => undefined)])
      const variant = product.variants.length > 1 ? product.variants.find((v) => v.id === product.variantId) : undefined
      showAdded({ name: product.title, variantTitle: variant?.title ?? null, quantity, thumbnail: product.thumbnail, opener })
    },
    [cart, showAdded]
  )
}

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

/** `/products`: the products the customer may buy, narrowed by the search and category in the URL. */
export function ProductsPage() {
  const add = useAddToCart()
  const { status, error, retry, products, unservedCountry } = useProductCards()
  const [filter, setFilter] = useProductFilter()
  const text = useText()
  if (unservedCountry) return <UnservedCountryNotice title={text("products.title")} country={unservedCountry} />
  return <ProductListView status={status} error={error} onRetry={retry} products={products} onAddToCart={add} filter={filter} onFilterChange={setFilter} />
}
