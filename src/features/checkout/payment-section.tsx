import { lazy, Suspense } from "react"
import { ErrorNotice } from "../../ui/error-notice"
import { useUiText } from "../../i18n/ui-text"
import { LoadingState } from "../../ui/async-state"
import type { ConfirmCard } from "./stripe-card-element"
import type { CheckoutPayment } from "./checkout-model"

const CardPayment = lazy(() => import("./stripe-card-element"))

/** Payment: manual needs nothing; a card session mounts Stripe's card element (lazy chunk, script loaded then). */
export function PaymentSection({
  payment,
  stripePublishableKey,
  onCardReady,
}: {
  payment: CheckoutPayment | null
  stripePublishableKey?: string
  onCardReady: (confirm: ConfirmCard | null) => void
}) {
  const t = useUiText().checkout
  return (
    <section className="card" aria-labelledby="payment-title">
      <h2 id="payment-title">{t.payment}</h2>
      {payment === null ? (
        <LoadingState label={t.preparingPayment} />
      ) : payment.provider === "manual" ? (
        <p>{t.manualPayment}</p>
      ) : stripePublishableKey ? (
        <Suspense fallback={<LoadingState label={t.loadingCard} />}>
          <CardPayment publishableKey={stripePublishableKey} clientSecret={payment.clientSecret} onReady={onCardReady} />
        </Suspense>
      ) : (
        <ErrorNotice message={t.cardError} />
      )}
    </section>
  )
}
