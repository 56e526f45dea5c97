import { useSelector } from "@xstate/react"
import { useMemo, type ReactNode } from "react"
import type { Customer } from "../../../machines/domain.types"
import { createRequiredContext } from "../../lib/required-context"
import { useAccount } from "../account/account-provider"
import { CartProvider } from "../cart/cart-provider"

/** What useStore returns. */
export interface StoreContextValue {
  /** The signed-in customer, null when signed out. */
  customer: Customer | null
  /** Only approved customers get a cart (seed section 1). */
  isApproved: boolean
}


const [StoreContext, useStoreContext] = createRequiredContext<StoreContextValue>("useStore", "StoreProvider")

/**
 * The shopping side: exposes the customer and whether they may buy, and mounts CartProvider only for
 * approved customers (so `useCart` exists exactly when a cart may exist). Needs AccountProvider above.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  const { auth, application } = useAccount()
  const customer = useSelector(auth, (snapshot) => snapshot.context.customer)
  const isApproved = useSelector(application, (snapshot) => snapshot.matches("approved"))
  const value = useMemo(() => ({ customer, isApproved }), [customer, isApproved])
  return (
    <StoreContext.Provider value={value}>
      {isApproved && customer ? (
        <CartProvider key={customer.id} customer={customer}>
          {children}
        </CartProvider>
      ) : (
        children
      )}
    </StoreContext.Provider>
  )
}

/** The store context; throws outside StoreProvider. */
export const useStore = useStoreContext
