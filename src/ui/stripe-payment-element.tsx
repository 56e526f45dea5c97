import { Elements, PaymentElement, useElements } from "@stripe/react-stripe-js"
import type { Appearance, Stripe, StripeElements } from "@stripe/stripe-js"
import { useMemo } from "react"
import type { Locale } from "../lib/locale"

/** Stripe's look for the element, close to the store's own (its fields and focus ring). */
const APPEARANCE: Appearance = { theme: "stripe", variables: { fontFamily: "inherit", borderRadius: "6px" } }

export type StripePaymentElementProps = {
  stripe: unknown
  clientSecret: string
  locale: Locale
  onReady: (elements: StripeElements) => void
  onChange: (complete: boolean) => void
  onLoadError: (message: string) => void
}

/** The Payment Element inside its Elements, handing the elements (what confirmPayment takes) over once it is ready. */
function ReportingPaymentElement({ onReady, onChange, onLoadError }: Pick<StripePaymentElementProps, "onReady" | "onChange" | "onLoadError">) {
  const elements = useElements()
  return (
    <PaymentElement
      options={{ layout: "tabs" }}
      onReady={() => elements && onReady(elements)}
      onChange={(event) => onChange(event.complete)}
      onLoadError={(event) => onLoadError(event.error.message ?? "The payment form could not be loaded")}
    />
  )
}

/**
 * Stripe's Payment Element through @stripe/react-stripe-js (loaded lazily, with Stripe.js, only when a card session
 * is shown): the intent's methods (cards, wallets, MobilePay where the region's currency takes it) in the shopper's
 * language. It is the machine's view: it reports ready, changes and load errors; the machine confirms.
 */
export default function StripePaymentElement({ stripe, clientSecret, locale, ...reports }: StripePaymentElementProps) {
  // The options object stays the same while its values do: Elements updates the element when they change.
  const options = useMemo(() => ({ clientSecret, locale, appearance: APPEARANCE }), [clientSecret, locale])
  return (
    <Elements stripe={stripe as Stripe} options={options}>
      <ReportingPaymentElement {...reports} />
    </Elements>
  )
}
