import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import type { cartMachine } from "../../../machines/cart/cart.machine"
import { prefetchCheckoutChunks } from "../../app/route-chunks"
import { createRequiredContext } from "../../lib/required-context"
import { useText } from "../../i18n/text"
import type { AddedItem } from "./cart-drawer"
import { loadCartDrawer } from "./cart-drawer-loader"

/** The cart actor handed out by useCart. */
export type CartActorRef = ActorRefFrom<typeof cartMachine>

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

const [CartContext, useCartContext] = createRequiredContext<CartActorRef>("useCart", "CartProvider")

/**
 * Hands out the cart actor of an approved customer (a child of the session actor, which starts one per approved
 * customer). An approved customer may check out: the cart, checkout and confirmation screens load while the browser
 * is idle.
 */
export function CartProvider({ cart, children }: { cart: CartActorRef; children: ReactNode }) {
  useEffect(() => prefetchCheckoutChunks(), [])
  const [added, setAdded] = useState<AddedItem | null>(null)
  return (
    <CartContext.Provider value={cart}>
      <CartDrawerContext.Provider value={setAdded}>
        {children}
        {added ? (
          <Suspense fallback={null}>
            <CartDrawer cart={cart} item={added} onClose={() => setAdded(null)} />
          </Suspense>
        ) : null}
      </CartDrawerContext.Provider>
    </CartContext.Provider>
  )
}

/** Opens the cart drawer confirming an item just added (the shopper stays on the page). */
const CartDrawerContext = createContext<(item: AddedItem) => void>(() => undefined)

/** The function that opens the cart drawer for an item added. */
export function useShowAddedItem(): (item: AddedItem) => void {
  return useContext(CartDrawerContext)
}

/** The cart actor when there is one (approved customers), else undefined; for screens also shown without a cart. */
export function useOptionalCart(): CartActorRef | undefined {
  return useContext(CartContext) ?? undefined
}

/** The cart actor; read it with `useSelector(useCart(), cartSelectors.x)`. Throws outside CartProvider. */
export const useCart = useCartContext
