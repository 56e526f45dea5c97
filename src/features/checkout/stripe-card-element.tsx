import { CardElement, Elements } from "@stripe/react-stripe-js"
import { useText } from "../../i18n/text"
import { stripeFor } from "./stripe-loader"

/**
 * Stripe's card element for a card payment session. This module is a lazy chunk: Stripe's script is fetched (via
 * `@stripe/stripe-js/pure`) only when this renders. The mounted element goes to the checkout payment actor
 * (`onReady`), whose `confirmCardPayment` service confirms the card with it.
 */
export default function CardPayment({
  publishableKey,
  clientSecret,
  onReady,
}: {
  publishableKey: string
  clientSecret: string
  onReady?: (cardElement: unknown) => void
}) {
  const t = useText()
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <div className="field">
        <span className="label" id="card-label">
          {t("checkout.cardDetails")}
        </span>
        <div className="card-element" role="group" aria-labelledby="card-label">
          <CardElement options={{ hidePostalCode: true }} onReady={onReady} />
        </div>
      </div>
    </Elements>
  )
}
