import { useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import { cartSelectors } from "../../../machines/cart/cart.selectors"
import type { checkoutPaymentMachine } from "../../../machines/checkout-payment.machine"
import { createRequiredContext } from "../../lib/required-context"
import { useCart } from "../../session/cart-context"

/** The checkout payment actor handed out by useCheckout. */
type CheckoutActorRef = ActorRefFrom<typeof checkoutPaymentMachine>

const [CheckoutContext, useCheckoutContext] = createRequiredContext<CheckoutActorRef>("useCheckout", "CheckoutProvider")

/**
 * Hands out the checkout payment actor, a child of the cart actor (needs CartProvider above): the cart tells it
 * every new cart, and it asks the cart for a payment session and the completion itself.
 */
export function CheckoutProvider({ children }: { children: ReactNode }) {
  const payment = useSelector(useCart(), cartSelectors.checkoutPayment)
  return payment ? <CheckoutContext.Provider value={payment}>{children}</CheckoutContext.Provider> : null
}

/** The checkout payment actor; throws outside CheckoutProvider. */
export const useCheckout = useCheckoutContext
