import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import { CHECKOUT_STEPS, type CheckoutStep } from "./checkout-steps"

/**
 * The checkout's steps in order: the current one marked (aria-current="step"), the ones up to the first open step
 * links back to them, later ones plain text (they need the earlier ones first).
 */
export function CheckoutStepNav({ current, open }: { current: CheckoutStep; open: CheckoutStep }) {
  const text = useText()
  const reachable = CHECKOUT_STEPS.indexOf(open)
  return (
    <nav aria-label={text("journey.checkout.steps")} className="checkout-steps">
      <ol>
        {CHECKOUT_STEPS.map((step, index) => {
          const name = text(`journey.checkout.step.${step}`)
          return (
            <li key={step} className={step === current ? "current" : index < CHECKOUT_STEPS.indexOf(current) ? "done" : undefined}>
              {step === current ? (
                <span aria-current="step">
                  <span className="step-number">{index + 1}</span> {name}
                </span>
              ) : index <= reachable ? (
                <Link to={{ search: `?step=${step}` }}>
                  <span className="step-number">{index + 1}</span> {name}
                </Link>
              ) : (
                <span>
                  <span className="step-number">{index + 1}</span> {name}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
