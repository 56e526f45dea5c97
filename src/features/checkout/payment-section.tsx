import { lazy, Suspense } from "react"
import { ErrorNotice } from "../../ui/error-notice"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import { LoadingState } from "../../ui/async-state"
import type { CardPhase } from "../../../machines/checkout-payment.selectors"
import type { CheckoutPayment } from "./checkout-model"

/** Stripe's Payment Element with @stripe/react-stripe-js: its own chunk, fetched when a card session is shown. */
const StripePaymentElement = lazy(() => import("../../ui/stripe-payment-element"))

/** The card step as the checkout payment machine has it, and how the view reaches it. */
export type CardStep = {
  phase: CardPhase | null
  /** Stripe's reason for the last decline or failure, if any. */
  reason: string | null
  /** What the Payment Element is mounted with while the machine shows it (Stripe and the intent's client secret). */
  element: { provider: unknown; clientSecret: string } | null
  /** The Payment Element can take input: its elements go to the machine (CARD_READY). */
  onReady: (elements: unknown) => void
  /** The chosen method's details are complete, or no longer (CARD_CHANGED). */
  onChange: (complete: boolean) => void
  /** The Payment Element could not load (CARD_LOAD_FAILED). */
  onLoadError: (message: string) => void
  /** Tries the card provider again after it failed to load. */
  onRetry: () => void
}

/** The card's state line: loading, confirming, the bank's check, or why the card was not charged. */
function CardState({ card }: { card: CardStep }) {
  const t = useText()
  switch (card.phase) {
    case "loading":
    case null:
      return <LoadingState label={t("checkout.loadingCard")} />
    case "confirming":
      return <LoadingState label={t("cardPayment.confirming")} />
    case "authenticating":
      return <LoadingState label={t("cardPayment.authenticating")} />
    case "declined":
      return <ErrorNotice message={card.reason ? `${t("cardPayment.declined")} ${card.reason}` : t("cardPayment.declined")} />
    case "failed":
      return (
        <div>
          <ErrorNotice message={t("cardPayment.unavailable")} />
          <button type="button" className="button" onClick={card.onRetry}>
            {t("cardPayment.retry")}
          </button>
        </div>
      )
    case "ready":
      return null
  }
}

/**
 * Payment: an invoice says how and when it is paid; a card session shows Stripe's Payment Element (cards, wallets,
 * MobilePay) while the payment machine has it shown (the machine loads Stripe.js, confirms and runs 3-D Secure)
 * and the payment's state. Its heading and region are the checkout step's that holds it.
 */
export function PaymentSection({ payment, card }: { payment: CheckoutPayment | null; card?: CardStep }) {
  const t = useText()
  const locale = useLocale()
  return (
    <div className="payment-section">
      {payment === null ? (
        <LoadingState label={t("checkout.preparingPayment")} />
      ) : payment.provider === "manual" ? (
        <div>
          <p>
            <strong>{t("cardPayment.invoiceTitle")}</strong>
          </p>
          <p>{t("cardPayment.invoiceHow")}</p>
          <p>{t("cardPayment.invoiceWhen")}</p>
        </div>
      ) : card ? (
        <div className="field">
          <span className="label" id="card-label">
            {t("checkout.cardDetails")}
          </span>
          <div className="card-element" role="group" aria-labelledby="card-label">
            {card.element ? (
              <Suspense fallback={null}>
                <StripePaymentElement
                  key={card.element.clientSecret}
                  stripe={card.element.provider}
                  clientSecret={card.element.clientSecret}
                  locale={locale}
                  onReady={card.onReady}
                  onChange={card.onChange}
                  onLoadError={card.onLoadError}
                />
              </Suspense>
            ) : null}
          </div>
          <CardState card={card} />
        </div>
      ) : (
        <ErrorNotice message={t("checkout.cardError")} />
      )}
    </div>
  )
}
