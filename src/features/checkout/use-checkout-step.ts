import { useCallback } from "react"
import { useSearchParams } from "react-router-dom"
import type { CheckoutStep } from "./checkout-steps"

/**
 * The step asked for in the URL (`/checkout?step=payment`), so a reload or the browser's back button returns to it,
 * a way to go to another step (a new history entry), and one to name the step shown in the URL (no new entry).
 */
export function useRequestedStep(): [string | null, (step: CheckoutStep) => void, (step: CheckoutStep) => void] {
  const [params, setParams] = useSearchParams()
  const go = useCallback((step: CheckoutStep) => setParams({ step }), [setParams])
  const pin = useCallback((step: CheckoutStep) => setParams({ step }, { replace: true }), [setParams])
  return [params.get("step"), go, pin]
}
