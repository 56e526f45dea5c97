import { useSelector } from "@xstate/react"
import { useEffect, useMemo, useRef, useState } from "react"
import { cartSelectors } from "../../../machines/cart/cart.selectors"
import { CARD_PROVIDER_ID } from "../../../machines/checkout-payment.machine"
import { sendAndSettle } from "../../app/actor-promise"
import { env } from "../../lib/env"
import { toAddressValues } from "../../ui/address-fields"
import { useText } from "../../i18n/text"
import { UnservedCountryNotice } from "../cart/unserved-country"
import { useAddressBook, useSaveAddress } from "../queries/use-address-book"
import { useCartViewData } from "../cart/use-cart-view-data"
import { createCardPaymentService } from "./card-payment"
import type { CheckoutDetails, CheckoutPayment, CheckoutShipping } from "./checkout-model"
import { CheckoutProvider, useCheckout } from "./checkout-provider"
import { CheckoutView } from "./checkout-view"

/**
 * The card service for the checkout payment machine. The card element (a lazy chunk that loads Stripe
 * through `@stripe/stripe-js/pure`) confirms the card itself before the view submits, so both services
 * resolve at once: the machine records the card step and authorises.
 */
const cardService = createCardPaymentService(
  () => Promise.resolve(),
  () => Promise.resolve()
)

function shippingOf(methods: unknown): CheckoutShipping | null {
  const first = (methods as Array<{ price?: number; amount?: number; shipping_option?: { name?: string } }> | null | undefined)?.[0]
  if (!first) return null
  return { name: first.shipping_option?.name ?? "Standard", amount: first.price ?? first.amount ?? 0 }
}

/** Checkout, unless the store does not serve the customer's country (then one sentence says so). */
function CheckoutOrUnserved() {
  const { unservedCountry } = useCartViewData()
  const text = useText()
  return unservedCountry ? <UnservedCountryNotice title={text("checkout.title")} country={unservedCountry} /> : <Checkout />
}

function Checkout() {
  const { cart, current, lines, totals, status, currencyCode, taxRatePercent, retry } = useCartViewData()
  const payment = useCheckout()
  const addressBook = useAddressBook()
  const saveAddress = useSaveAddress()
  const ready = useSelector(cart, cartSelectors.isReadyToComplete)
  const completing = useSelector(cart, cartSelectors.isCompleting)
  const paymentState = useSelector(payment, (s) => ({
    choosing: s.matches("choosingProvider"),
    manual: s.matches("manual"),
    card: s.matches("card"),
    confirmingCard: s.matches({ card: "confirming" }),
    secret: s.context.clientSecret,
  }))
  // Prepare on demand: the cart is prepared in the background, but a step that failed there (e.g. adding the
  // shipping method) is tried again when checkout opens (the machine ignores it while it is still preparing).
  useEffect(() => {
    if (!cartSelectors.isReadyToComplete(cart.getSnapshot())) cart.send({ type: "PREPARE" })
  }, [cart])
  // A refused completion returns the cart machine to `active` with the error remembered, while the payment
  // machine has already finished (authorised): the error is shown and "Place order" completes again.
  const [placeError, setPlaceError] = useState<{ message: string } | null>(null)
  const paymentAuthorized = useSelector(payment, (s) => s.status === "done")
  useEffect(() => {
    let wasCompleting = cart.getSnapshot().matches("completing")
    const subscription = cart.subscribe((snapshot) => {
      const completing = snapshot.matches("completing")
      if (wasCompleting && !completing && snapshot.matches("active") && snapshot.context.error) {
        setPlaceError({ message: snapshot.context.error })
      }
      wasCompleting = completing
    })
    return () => subscription.unsubscribe()
  }, [cart])
  const sessions = current.payment_sessions
  useEffect(() => {
    if (!paymentState.choosing || !sessions?.length) return
    const manual = sessions.find((s) => s.provider_id !== CARD_PROVIDER_ID)
    payment.send({ type: "SELECT_PROVIDER", providerId: (manual ?? sessions[0]).provider_id })
  }, [paymentState.choosing, sessions, payment])

  const details = useMemo<CheckoutDetails>(
    () => ({ email: current.email ?? "", shipping_address: toAddressValues(current.shipping_address), billing_address: toAddressValues(current.billing_address) }),
    [current.email, current.shipping_address, current.billing_address]
  )
  const chosen: CheckoutPayment | null = paymentState.manual
    ? { provider: "manual" }
    : paymentState.card && paymentState.secret
      ? { provider: "stripe", clientSecret: paymentState.secret }
      : null
  // Once authorised the payment machine has finished; the method stays shown for a completion tried again.
  const lastMethod = useRef<CheckoutPayment | null>(null)
  if (chosen) lastMethod.current = chosen
  const method = chosen ?? (paymentAuthorized ? lastMethod.current : null)

  return (
    <CheckoutView
      status={status}
      error={{ kind: "connection" }}
      onRetry={retry}
      lines={lines}
      totals={totals}
      currencyCode={currencyCode}
      taxRatePercent={taxRatePercent}
      details={details}
      shipping={shippingOf(current.shipping_methods)}
      payment={method}
      stripePublishableKey={env.VITE_STRIPE_PUBLISHABLE_KEY}
      ready={ready}
      placing={completing || paymentState.confirmingCard || (paymentAuthorized && !placeError)}
      onSaveDetails={(next) =>
        // A refused update returns the machine to `active` with the error remembered (cleared when the update began).
        sendAndSettle(cart, { type: "UPDATE_CART", update: next }, (s) => s.matches("active") || s.matches("failed"), (s) =>
          s.matches("failed") ? { kind: "connection" } : s.context.error ? { message: s.context.error } : null
        )
      }
      placeError={placeError}
      savedAddresses={addressBook.data}
      onSaveToAddressBook={async (address) => {
        await saveAddress.mutateAsync({ address })
      }}
      onPlaceOrder={() => {
        setPlaceError(null)
        if (paymentAuthorized) cart.send({ type: "COMPLETE" })
        else payment.send({ type: "SUBMIT" })
      }}
    />
  )
}

/** `/checkout`: details, the automatic shipping method, payment and "Place order" (checkout payment machine). */
export function CheckoutPage() {
  return (
    <CheckoutProvider card={cardService}>
      <CheckoutOrUnserved />
    </CheckoutProvider>
  )
}
