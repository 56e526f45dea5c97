import { createContext, useContext, type ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import type { cartMachine } from "../../machines/cart/cart.machine"
import { createRequiredContext } from "../lib/required-context"

/** The cart actor handed out by useCart. */
export type CartActorRef = ActorRefFrom<typeof cartMachine>

const [CartContext, useCartContext] = createRequiredContext<CartActorRef>("useCart", "CartProvider")

/**
 * Hands out the cart actor of an approved customer (a child of the session actor, which starts one per approved
 * customer).
 */
export function CartProvider({ cart, children }: { cart: CartActorRef; children: ReactNode }) {
  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>
}

/** The cart actor when there is one (approved customers), else undefined; for screens also shown without a cart. */
export function useOptionalCart(): CartActorRef | undefined {
  return useContext(CartContext) ?? undefined
}

/** The cart actor; read it with `useSelector(useCart(), cartSelectors.x)`. Throws outside CartProvider. */
export const useCart = useCartContext

/** What was just added, as the cart drawer names it. */
export interface AddedItem {
  name: string
  variantTitle: string | null
  quantity: number
  thumbnail: string | null
  /** Where focus goes back when the drawer closes: the control that added the item (focused when it was clicked). */
  opener: HTMLElement | null
}

/**
 * Opens the cart drawer confirming an item just added (the shopper stays on the page). The app's frame provides it
 * (the drawer is the cart feature's); without it nothing opens.
 */
export const ShowAddedItemContext = createContext<(item: AddedItem) => void>(() => undefined)

/** The function that opens the cart drawer for an item added. */
export function useShowAddedItem(): (item: AddedItem) => void {
  return useContext(ShowAddedItemContext)
}

/**
 * Fetches the cart drawer's code ahead of need (when a shopper points at or focuses "Add to cart", and at the latest
 * while the item is being added), so the drawer opens without a flash; never fails. The app's frame provides it with
 * the drawer; without it, it does nothing.
 */
export const PrepareCartDrawerContext = createContext<() => Promise<void>>(() => Promise.resolve())

/** The function that fetches the cart drawer's code ahead of need. */
export function usePrepareCartDrawer(): () => Promise<void> {
  return useContext(PrepareCartDrawerContext)
}
