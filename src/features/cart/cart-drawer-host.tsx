import { useCallback, useState, type ReactNode } from "react"
import { ShowAddedItemContext, useOptionalCart, type AddedItem, type CartActorRef } from "../../session/cart-context"
import { CartDrawer } from "./cart-drawer"

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
  return (
    <ShowAddedItemContext.Provider value={show}>
      {children}
      {cart && added?.cart === cart ? <CartDrawer cart={cart} item={added.item} onClose={() => setAdded(null)} /> : null}
    </ShowAddedItemContext.Provider>
  )
}
