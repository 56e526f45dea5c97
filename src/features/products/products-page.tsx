import { useCallback, useDeferredValue } from "react"
import { useLocation } from "react-router-dom"
import { waitFor } from "xstate"
import { cartSelectors } from "../../../machines/cart/cart.selectors"
import { useText } from "../../i18n/text"
import { useCart } from "../../session/cart-context"
import { UnservedCountryNotice } from "../../ui/unserved-country"
import { useProductCards } from "../../queries/use-product-cards"
import { useProductSearch } from "../../queries/use-products"
import type { AddToCart } from "./add-to-cart"
import { ProductListView } from "./product-list-view"
import { useProductFilter } from "./use-product-filter"


/**
 * Adds a product through the cart machine, which takes the shopper to `/cart` once Medusa answers the line (the cart
 * page names the product and leads back to this page, query string included). A refused item rejects with the reason
 * (the shopper stays; the button says why and is ready again).
 */
export function useAddToCart(): AddToCart {
  const cart = useCart()
  const { pathname, search } = useLocation()
  const from = `${pathname}${search}`
  return useCallback(
    async (product, quantity = 1) => {
      if (!product.variantId) return
      // The cart takes items only when active: a click while it is still being created or prepared
      // (right after the page shows the products) would be dropped, so wait for it first.
      const ready = await waitFor(cart, cartSelectors.isSettled, { timeout: 30_000 })
      if (!cartSelectors.isActive(ready)) throw new Error(ready.context.error ?? "")
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
      cart.send({ type: "ADD_ITEM", variantId: product.variantId, quantity, title: product.title, from })
      await outcome
    },
    [cart, from]
  )
}

/** `/products`: the products the customer may buy, narrowed by the search and category in the URL. */
export function ProductsPage() {
  const add = useAddToCart()
  const { status, error, retry, products, unservedCountry, regionId } = useProductCards()
  const [filter, setFilter] = useProductFilter()
  const found = useProductSearch(useDeferredValue(filter.query), regionId)
  const text = useText()
  if (unservedCountry) return <UnservedCountryNotice title={text("products.title")} country={unservedCountry} />
  return <ProductListView status={status} error={error} onRetry={retry} products={products} onAddToCart={add} filter={filter} onFilterChange={setFilter} found={found} />
}
