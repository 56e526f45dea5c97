import { useActorRef } from "@xstate/react"
import { useContext, useEffect, useRef, type ReactNode } from "react"
import { useNavigate } from "react-router-dom"
import type { ActorRefFrom } from "xstate"
import { cartMachine } from "../../../machines/cart/cart.machine"
import type { Customer } from "../../../machines/domain.types"
import { createCartActors } from "../../actors/cart.actors"
import { prefetchCheckoutChunks } from "../../app/route-chunks"
import { inspect } from "../../lib/inspector"
import { createRequiredContext } from "../../lib/required-context"
import { createCartIdStorage, type CartIdStorage } from "../../lib/storage"
import { useApi } from "../api/api-provider"
import { useOrdersChanged } from "../queries/use-orders"

/** The cart actor handed out by useCart. */
export type CartActorRef = ActorRefFrom<typeof cartMachine>

const [CartContext, useCartContext] = createRequiredContext<CartActorRef>("useCart", "CartProvider")

/**
 * Runs the cart machine for an approved customer (StoreProvider mounts it only then). Keyed by the
 * customer id by its parent so a different customer gets a fresh flow; the stored cart id is read only for the
 * customer it belongs to. A placed order refreshes the customer's orders; a reload during "Place order" resumes it.
 */
export function CartProvider({ customer, storage, children }: { customer: Customer; storage?: CartIdStorage; children: ReactNode }) {
  const api = useApi()
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  const cartIdStorage = useRef(storage ?? createCartIdStorage(customer.id)).current
  const ordersChanged = useOrdersChanged(customer.id)

  const cart = useActorRef(
    cartMachine.provide({
      actors: createCartActors(api, cartIdStorage),
      actions: {
        storeCartId: (_, params) => cartIdStorage.write(params.cartId),
        clearStoredCartId: () => cartIdStorage.clear(),
        navigate: (_, params) => void navigateRef.current(params.to),
        orderPlaced: () => void ordersChanged(),
        logError: (_, params) => console.error(params.message),
      },
      guards: { hasCompletionUnderWay: (_, params) => api.carts.hasCompletionUnderWay(params.cart.id) },
    }),
    { input: { customer }, inspect }
  )
  // An approved customer may check out: the cart, checkout and confirmation screens load while the browser is idle.
  useEffect(() => prefetchCheckoutChunks(), [])
  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>
}

/** The cart actor when there is one (approved customers), else undefined; for screens also shown without a cart. */
export function useOptionalCart(): CartActorRef | undefined {
  return useContext(CartContext) ?? undefined
}

/** The cart actor; read it with `useSelector(useCart(), cartSelectors.x)`. Throws outside CartProvider. */
export const useCart = useCartContext
