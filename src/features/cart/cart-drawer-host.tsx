import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react"
import { useText } from "../../i18n/text"
import { PrepareCartDrawerContext, ShowAddedItemContext, useOptionalCart, type AddedItem, type CartActorRef } from "../../session/cart-context"
import { loadCartDrawer } from "./cart-drawer-loader"

/** Said when the drawer's code could not be fetched (offline): the item is in the cart all the same. */
function AddedNotice({ onClose }: { onClose: () => void }) {
  const text = useText()
  useEffect(() => {
    const timer = setTimeout(onClose, 5000)
    return () => clearTimeout(timer)
  }, [onClose])
  return (
    <p className="notice success toast" role="status">
      {text("shop.drawer.title")}
    </p>
  )
}

/** The cart drawer, from its own chunk (loadCartDrawer); the short notice above when that chunk cannot be fetched. */
const CartDrawer = lazy(() =>
  loadCartDrawer().then(
    (module) => ({ default: module.CartDrawer }),
    () => ({ default: AddedNotice })
  )
)

/** Fetches the drawer's code ahead of need; a failed fetch is tried again at the next call. */
const prepareCartDrawer = () => loadCartDrawer().then(
  () => undefined,
  () => undefined
)

/**
 * Lets the screens below open the cart drawer for an item just added (useShowAddedItem), and shows it over the page.
 * An item added to an earlier customer's cart is never shown to the next one: the drawer belongs to the cart it names.
 */
export function CartDrawerHost({ children }: { children: ReactNode }) {
  const cart = useOptionalCart()
  const [added, setAdded] = useState<{ cart: CartActorRef; item: AddedItem } | null>(null)
  const show = useCallback((item: AddedItem) => {
    if (cart) setAdded({ cart, item })
  }, [cart])
  const close = useCallback(() => setAdded(null), [])
  return (
    <PrepareCartDrawerContext.Provider value={prepareCartDrawer}>
      <ShowAddedItemContext.Provider value={show}>
        {children}
        {cart && added?.cart === cart ? (
          <Suspense fallback={null}>
            <CartDrawer cart={cart} item={added.item} onClose={close} />
          </Suspense>
        ) : null}
      </ShowAddedItemContext.Provider>
    </PrepareCartDrawerContext.Provider>
  )
}
