import { useSelector } from "@xstate/react"
import { useCallback, useMemo } from "react"
import { checkoutPaymentSelectors } from "../../../machines/checkout-payment.selectors"
import type { useCheckout } from "./checkout-provider"
import type { CardStep } from "./payment-section"

/**
 * The card step for the payment section: the machine's phase and reason, what the Payment Element is mounted with,
 * and the element's reports (ready, changed, failed to load) and a retry as machine events.
 */
export function useCardStep(payment: ReturnType<typeof useCheckout>): CardStep {
  const phase = useSelector(payment, checkoutPaymentSelectors.cardPhase)
  const reason = useSelector(payment, checkoutPaymentSelectors.error)
  const element = useSelector(payment, checkoutPaymentSelectors.paymentElement, (a, b) => a?.provider === b?.provider && a?.clientSecret === b?.clientSecret)
  const onReady = useCallback((elements: unknown) => payment.send({ type: "CARD_READY", cardElement: elements }), [payment])
  const onChange = useCallback((complete: boolean) => payment.send({ type: "CARD_CHANGED", complete }), [payment])
  const onLoadError = useCallback((message: string) => payment.send({ type: "CARD_LOAD_FAILED", message }), [payment])
  const onRetry = useCallback(() => payment.send({ type: "RETRY" }), [payment])
  return useMemo(() => ({ phase, reason, element, onReady, onChange, onLoadError, onRetry }), [phase, reason, element, onReady, onChange, onLoadError, onRetry])
}
