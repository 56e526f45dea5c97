import { useContext, type ReactNode } from "react"
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
