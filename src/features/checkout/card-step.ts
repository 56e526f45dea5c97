import { useSelector } from "@xstate/react"
import { useCallback, useMemo } from "react"
import { checkoutPaymentSelectors } from "../../../machines/checkout-payment.selectors"
import type { useCheckout } from "./checkout-provider"
import type { CardStep } from "./payment-section"

/** The card step for the payment section: the machine's phase and reason, the container it mounts into, a retry. */
export function useCardStep(payment: ReturnType<typeof useCheckout>): CardStep {
  const phase = useSelector(payment, checkoutPaymentSelectors.cardPhase)
  const reason = useSelector(payment, checkoutPaymentSelectors.error)
  // Stable, so React hands the container over once (a new callback each render would detach and re-attach it).
  const onContainer = useCallback((container: HTMLElement | null) => payment.send({ type: "CARD_CONTAINER", container }), [payment])
  const onRetry = useCallback(() => payment.send({ type: "RETRY" }), [payment])
  return useMemo(() => ({ phase, reason, onContainer, onRetry }), [phase, reason, onContainer, onRetry])
}
