import { lazy, Suspense } from "react"
import { ErrorNotice } from "../../ui/error-notice"
import { useText } from "../../i18n/text"
import { LoadingState } from "../../ui/async-state"
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
  onCardReady?: (cardElement: unknown) => void
}) {
  const t = useText()
  return (
    <section className="card" aria-labelledby="payment-title">
      <h2 id="payment-title">{t("checkout.payment")}</h2>
      {payment === null ? (
        <LoadingState label={t("checkout.preparingPayment")} />
      ) : payment.provider === "manual" ? (
        <p>{t("checkout.manualPayment")}</p>
      ) : stripePublishableKey ? (
        <Suspense fallback={<LoadingState label={t("checkout.loadingCard")} />}>
          <CardPayment publishableKey={stripePublishableKey} clientSecret={payment.clientSecret} onReady={onCardReady} />
        </Suspense>
      ) : (
        <ErrorNotice message={t("checkout.cardError")} />
      )}
    </section>
  )
}
