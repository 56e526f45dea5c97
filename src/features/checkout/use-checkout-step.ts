import { useCallback } from "react"
import { useSearchParams } from "react-router-dom"
import type { CheckoutStep } from "./checkout-steps"

/**
 * The step asked for in the URL (`/checkout?step=payment`), so a reload or the browser's back button returns to it,
 * and a way to go to another step (a new history entry).
 */
export function useRequestedStep(): [string | null, (step: CheckoutStep) => void] {
  const [params, setParams] = useSearchParams()
  const go = useCallback((step: CheckoutStep) => setParams({ step }), [setParams])
  return [params.get("step"), go]
}
