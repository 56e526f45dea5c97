import { useSelector } from "@xstate/react"
import { lazy, Suspense, useCallback } from "react"
import type { ActorRefFrom } from "xstate"
import type { orderEditMachine } from "../../../machines/order-edit.machine"
import { orderEditSelectors } from "../../../machines/order-edit.selectors"
import { useText } from "../../i18n/text"
import { useLocale } from "../../i18n/locale-context"
import { LoadingState } from "../../ui/async-state"
import { ErrorNotice } from "../../ui/error-notice"

/** Stripe's Payment Element, loaded with Stripe.js only when a card is shown. */
const StripePaymentElement = lazy(() => import("../../ui/stripe-payment-element"))

/**
 * Paying an edit's difference: by invoice the session is authorised without a step of the customer's (the page says
 * the difference goes on the invoice); by card Stripe's Payment Element is shown here and "Pay" confirms it.
 */
export function OrderEditPayment({ actor, amount, byCard }: { actor: ActorRefFrom<typeof orderEditMachine>; amount: string; byCard: boolean }) {
  const text = useText()
  const showsCard = useSelector(actor, orderEditSelectors.showsCard)
  const cardPhase = useSelector(actor, orderEditSelectors.cardPhase)
  const cardComplete = useSelector(actor, orderEditSelectors.cardComplete)
  const cardError = useSelector(actor, orderEditSelectors.cardError)
  const preparing = useSelector(actor, orderEditSelectors.preparingPayment)
  const element = useSelector(actor, orderEditSelectors.paymentElement)
  const locale = useLocale()
  const onReady = useCallback((cardElement: unknown) => actor.send({ type: "CARD_READY", cardElement }), [actor])
  const onChange = useCallback((complete: boolean) => actor.send({ type: "CARD_CHANGED", complete }), [actor])
  const onLoadError = useCallback((message: string) => actor.send({ type: "CARD_LOAD_FAILED", message }), [actor])
  const paying = cardPhase === "confirming" || cardPhase === "authenticating"
  return (
    <section className="card order-edit-payment" aria-labelledby="order-edit-pay">
      <h2 id="order-edit-pay">{text("orderEdit.payTitle")}</h2>
      {byCard ? null : <p>{text("orderEdit.invoiceNote", { amount })}</p>}
      {preparing ? <LoadingState label={text("orderEdit.preparingPayment")} /> : null}
      {showsCard ? (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: "SUBMIT" })
          }}
        >
          <div className="field">
            <span className="label" id="order-edit-card-label">
              {text("checkout.cardDetails")}
            </span>
            <div className="card-element" role="group" aria-labelledby="order-edit-card-label">
              {element ? (
                <Suspense fallback={null}>
                  <StripePaymentElement
                    key={element.clientSecret}
                    stripe={element.provider}
                    clientSecret={element.clientSecret}
                    locale={locale}
                    onReady={onReady}
                    onChange={onChange}
                    onLoadError={onLoadError}
                  />
                </Suspense>
              ) : null}
            </div>
          </div>
          {cardPhase === "loading" ? <LoadingState label={text("checkout.loadingCard")} /> : null}
          {cardPhase === "confirming" ? <LoadingState label={text("cardPayment.confirming")} /> : null}
          {cardPhase === "authenticating" ? <LoadingState label={text("cardPayment.authenticating")} /> : null}
          {cardPhase === "declined" ? <ErrorNotice message={cardError ? `${text("orderEdit.cardDeclined")} ${cardError}` : text("orderEdit.cardDeclined")} /> : null}
          <button type="submit" className="button primary" disabled={!cardComplete || paying || cardPhase === "loading"}>
            {text("orderEdit.payByCard", { amount })}
          </button>
        </form>
      ) : null}
      <button type="button" className="button secondary" disabled={paying} onClick={() => actor.send({ type: "CANCEL" })}>
        {text("orderEdit.back")}
      </button>
    </section>
  )
}
