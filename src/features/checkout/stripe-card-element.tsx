import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js"
import type { Stripe } from "@stripe/stripe-js"
import { loadStripe } from "@stripe/stripe-js/pure"
import { useEffect } from "react"
import { useText } from "../../i18n/text"

/** Confirms the card payment; resolves true when the card was authorised. */
export type ConfirmCard = () => Promise<boolean>

const stripeByKey = new Map<string, Promise<Stripe | null>>()

/** Loads Stripe's script once per publishable key, only when a card session asks for it. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey)
  if (!promise) {
    promise = loadStripe(publishableKey)
    stripeByKey.set(publishableKey, promise)
  }
  return promise
}

function CardForm({ clientSecret, onReady }: { clientSecret: string; onReady: (confirm: ConfirmCard | null) => void }) {
  const t = useText()
  const stripe = useStripe()
  const elements = useElements()
  useEffect(() => {
    if (!stripe || !elements) return onReady(null)
    onReady(async () => {
      const card = elements.getElement(CardElement)
      if (!card) return false
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } })
      return !result.error
    })
  }, [stripe, elements, clientSecret, onReady])
  return (
    <div className="field">
      <span className="label" id="card-label">
        {t("checkout.cardDetails")}
      </span>
      <div className="card-element" role="group" aria-labelledby="card-label">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
    </div>
  )
}

/**
 * Stripe's card element for a card payment session. This module is a lazy chunk: Stripe's script is
 * fetched (via `@stripe/stripe-js/pure`) only when this renders.
 */
export default function CardPayment({
  publishableKey,
  clientSecret,
  onReady,
}: {
  publishableKey: string
  clientSecret: string
  onReady: (confirm: ConfirmCard | null) => void
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <CardForm clientSecret={clientSecret} onReady={onReady} />
    </Elements>
  )
}
