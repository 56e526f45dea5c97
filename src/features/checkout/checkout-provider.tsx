import { useActorRef } from "@xstate/react"
import { useEffect, type ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import { checkoutPaymentMachine } from "../../../machines/checkout-payment.machine"
import { inspect } from "../../lib/inspector"
import { createRequiredContext } from "../../lib/required-context"
import { useCart } from "../cart/cart-provider"
import type { CardPaymentService } from "./card-payment"

/** The checkout payment actor handed out by useCheckout. */
type CheckoutActorRef = ActorRefFrom<typeof checkoutPaymentMachine>

const [CheckoutContext, useCheckoutContext] = createRequiredContext<CheckoutActorRef>("useCheckout", "CheckoutProvider")

/**
 * Runs the checkout payment machine over the current cart (needs CartProvider above). Provider choices
 * go to the cart machine (SET_PAYMENT_SESSION), cart changes come back (CART_UPDATED), and an
 * authorised payment completes the cart (COMPLETE). `card` loads and confirms the card provider.
 */
export function CheckoutProvider({ card, children }: { card: CardPaymentService; children: ReactNode }) {
  const cart = useCart()
  const payment = useActorRef(
    checkoutPaymentMachine.provide({
      actors: card.actors,
      actions: {
        requestPaymentSession: (_, params) => cart.send({ type: "SET_PAYMENT_SESSION", providerId: params.providerId }),
        paymentAuthorized: () => cart.send({ type: "COMPLETE" }),
      },
    }),
    { input: { cart: cart.getSnapshot().context.cart }, inspect }
  )
  useEffect(() => {
    let last = cart.getSnapshot().context.cart
    const subscription = cart.subscribe((snapshot) => {
      if (snapshot.context.cart !== last) {
        last = snapshot.context.cart
        payment.send({ type: "CART_UPDATED", cart: last })
      }
    })
    return () => subscription.unsubscribe()
  }, [cart, payment])
  return <CheckoutContext.Provider value={payment}>{children}</CheckoutContext.Provider>
}

/** The checkout payment actor; throws outside CheckoutProvider. */
export const useCheckout = useCheckoutContext
