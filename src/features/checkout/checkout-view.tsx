import { namesRecipient } from "@clinic-store/contract"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { Link } from "react-router-dom"
import type { Address } from "../../../machines/domain.types"
import type { SavedAddress } from "../../api/customers"
import { ErrorNotice } from "../../ui/error-notice"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import { AsyncContent, EmptyState, type LoadStatus } from "../../ui/async-state"
import { lineName, type CartLine, type CartTotals } from "../../models/cart-model"
import { CartTotalsList } from "../../ui/cart-totals-table"
import { CheckoutDetailsForm } from "./checkout-details-form"
import type { CheckoutDetails, CheckoutPayment, CheckoutShipping } from "./checkout-model"
import { CheckoutReview } from "./checkout-review"
import { CheckoutStepNav } from "./checkout-step-nav"
import { useDetailsDraft } from "./use-details-draft"
import { CHECKOUT_STEPS, detailsComplete, firstOpenStep, nextStep, shownStep, type CheckoutStep } from "./checkout-steps"
import { PaymentSection, type CardStep } from "./payment-section"
import { useRequestedStep } from "./use-checkout-step"

/** Props of the checkout screen. */
export interface CheckoutViewProps {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  lines: CartLine[]
  /** Medusa's totals of the cart. */
  totals: CartTotals
  currencyCode: string
  taxRatePercent: number
  details: CheckoutDetails
  shipping: CheckoutShipping | null
  payment: CheckoutPayment | null
  /** Seed rule: email, shipping and billing address, a payment session and a shipping method. */
  ready: boolean
  /** The cart is still adding its shipping method or payment sessions in the background. */
  preparing?: boolean
  /** The payment may be submitted: manual, or a complete card (or the payment is already authorised). */
  paymentReady: boolean
  /** The payment is complete (invoice, a complete card, or a card being confirmed or authorised): the review may open. */
  paymentComplete: boolean
  placing: boolean
  /** Why the card was not charged (the card provider's message), if it was declined. */
  cardError?: string | null
  /** The card step of the checkout payment actor (a card session only). */
  card?: CardStep
  placeError?: unknown
  onSaveDetails: (details: CheckoutDetails) => Promise<void>
  onPlaceOrder: () => void
  /** The customer's address book, offered as shipping addresses. */
  savedAddresses?: readonly SavedAddress[]
  onSaveToAddressBook?: (address: Address) => Promise<void>
  /** Why "Place order" waits though the cart is ready (a request for approval is pending), or null. */
  waitReason?: string | null
  /** The order reference field, shown under the details. */
  referenceField?: ReactNode
  /** The discount code field (codes go through the cart machine), shown in the summary above the totals. */
  discountCodes?: ReactNode
}

/** The card step asks the customer to act: the card was declined, or its form could not be loaded. */
const cardNeedsAttention = (card: CardStep | undefined) => card?.phase === "declined" || card?.phase === "failed"

/** One step's card: its heading (focused when the customer moves to the step) and content. */
function StepCard({ step, focus, children }: { step: CheckoutStep; focus: boolean; children: ReactNode }) {
  const text = useText()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  return (
    <section className="card checkout-step" aria-labelledby={`step-${step}-title`}>
      <p className="muted step-count">{text("journey.checkout.stepCount", { number: CHECKOUT_STEPS.indexOf(step) + 1, total: CHECKOUT_STEPS.length })}</p>
      <h2 id={`step-${step}-title`} tabIndex={-1} ref={heading}>
        {step === "review" ? text("journey.checkout.reviewTitle") : text(`journey.checkout.step.${step}`)}
      </h2>
      {children}
    </section>
  )
}

/**
 * "Continue to review": the review opens only with a complete payment; pressed before the card is complete, it
 * says what is missing (the line goes once the card is complete).
 */
function ContinueToReview({ complete, onContinue }: { complete: boolean; onContinue: () => void }) {
  const text = useText()
  const [asked, setAsked] = useState(false)
  return (
    <div className="actions">
      <button type="button" className="button primary" aria-describedby={asked && !complete ? "card-incomplete" : undefined} onClick={() => (complete ? onContinue() : setAsked(true))}>
        {text("journey.checkout.continueReview")}
      </button>
      {asked && !complete ? (
        <p id="card-incomplete" role="alert" className="field-error">
          {text("journey.checkout.cardIncomplete")}
        </p>
      ) : null}
    </div>
  )
}

/** Why "Place order" cannot be pressed yet, or what pressing it does; shown under the button and read with it. */
function placeReason(props: CheckoutViewProps, dirty: boolean, text: ReturnType<typeof useText>): string {
  if (props.placing) return text("checkout.placing")
  if (props.waitReason) return props.waitReason
  if (!props.ready) return namesRecipient(props.details.shipping_address) ? text("checkout.notReady") : text("recipient.needed")
  if (dirty) return text("checkout.saveFirst")
  if (props.payment === null) return text("checkout.preparingPayment")
  if (!props.paymentReady) return text("journey.checkout.needsCard")
  return text("journey.checkout.placeReady")
}

/**
 * Checkout in steps: address → delivery → payment → review with "Change" links; the step is in the URL (a reload
 * returns to it) and never beyond the first one the cart still lacks. The order summary and "Place order" sit
 * beside the steps (below them on a phone, "Place order" kept in view at the bottom of the screen); the button is
 * enabled once the cart is ready, and a line under it says why it is not.
 */
export function CheckoutView(props: CheckoutViewProps) {
  const { status, error, onRetry, lines, totals, currencyCode, taxRatePercent, details, shipping, payment, ready, placing } = props
  const text = useText()
  const format = usePageFormat()
  const detailsDraft = useDetailsDraft(details)
  const [requested, go, pin] = useRequestedStep()
  const facts = { detailsComplete: detailsComplete(details), deliveryChosen: shipping !== null || Boolean(props.preparing), paymentChosen: payment !== null && props.paymentComplete }
  const open = firstOpenStep(facts)
  const step = shownStep(requested, facts)
  // Typing not yet saved holds "Place order" back while the address step is shown; elsewhere the saved details count.
  const dirty = step === "address" && detailsDraft.dirty
  // The heading of a step the customer moved to takes the focus (not the one shown when the page opened).
  const firstRequested = useRef(requested)
  const moved = requested !== firstRequested.current
  // The payment step, opened without a step asked for, stays while a card is typed (a complete card opens the
  // review only when the customer continues): the URL names it. Only for a card shown: while the payment is still
  // being prepared, or paid by invoice, the step follows the cart (a complete invoice cart opens at the review).
  const cardShown = props.card?.phase !== undefined && props.card.phase !== null
  useEffect(() => {
    if (requested !== null || step !== "payment" || !cardShown) return
    // Named, not moved to: the heading keeps its place in the focus order.
    firstRequested.current = "payment"
    pin("payment")
  }, [requested, step, pin, cardShown])
  const canPlace = ready && props.paymentReady && payment !== null && !dirty && !placing && !props.waitReason
  const continueTo = (to: CheckoutStep, label: string) => (
    <div className="actions">
      <button type="button" className="button primary" onClick={() => go(to)}>
        {label}
      </button>
    </div>
  )

  return (
    <section className="page">
      <h1>{text("checkout.title")}</h1>
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() =>
          lines.length === 0 ? (
            <EmptyState>
              <p>{text("checkout.emptyCart")}</p>
              <Link to="/products" className="button primary">
                {text("cart.browse")}
              </Link>
            </EmptyState>
          ) : (
            <div className="checkout-layout">
              <div className="checkout-main">
                <CheckoutStepNav current={step} open={open} />
                {step === "address" ? (
                  <StepCard step="address" focus={moved}>
                    <CheckoutDetailsForm
                      draft={detailsDraft}
                      onSave={props.onSaveDetails}
                      onContinue={() => go(nextStep("address"))}
                      savedAddresses={props.savedAddresses}
                      onSaveToAddressBook={props.onSaveToAddressBook}
                    />
                    {props.referenceField}
                  </StepCard>
                ) : null}
                {step === "delivery" ? (
                  <StepCard step="delivery" focus={moved}>
                    {shipping ? (
                      <p>
                        {text("checkout.shippingAuto")} <strong>{shipping.name}</strong> ({format.money(shipping.amount, currencyCode)})
                      </p>
                    ) : (
                      <p role="status">{props.preparing ? text("common.loading") : text("checkout.noShipping")}</p>
                    )}
                    {shipping ? continueTo("payment", text("journey.checkout.continuePayment")) : null}
                  </StepCard>
                ) : null}
                {/* The payment is always mounted (hidden on the other steps): the card element the payment actor mounts
                    into it exists from the start, and a card typed there is confirmed when the order is placed. A declined
                    card or a card form that failed to load is shown on the review too: the customer acts there. */}
                <div hidden={step !== "payment" && !(step === "review" && cardNeedsAttention(props.card))}>
                  <StepCard step="payment" focus={moved && step === "payment"}>
                    <PaymentSection payment={payment} card={props.card} />
                    {payment ? <ContinueToReview complete={props.paymentComplete} onContinue={() => go("review")} /> : null}
                  </StepCard>
                </div>
                {step === "review" ? (
                  <StepCard step="review" focus={moved}>
                    <CheckoutReview details={details} shipping={shipping} payment={payment} currencyCode={currencyCode} />
                    {props.referenceField}
                  </StepCard>
                ) : null}
              </div>
              <div className="checkout-side">
                <aside className="card summary" aria-labelledby="summary-title">
                  <h2 id="summary-title">{text("checkout.summary")}</h2>
                  <ul className="summary-lines">
                    {lines.map((line) => (
                      <li key={line.id}>
                        <span>
                          {line.quantity} × {lineName(line)}
                        </span>
                        <span className="money">{format.money(line.amount ?? line.subtotal, currencyCode)}</span>
                      </li>
                    ))}
                  </ul>
                  {props.discountCodes}
                  <CartTotalsList totals={totals} currencyCode={currencyCode} taxRatePercent={taxRatePercent} showShipping />
                </aside>
                <div className="card place-order">
                  <button type="button" className="button primary wide" disabled={!canPlace} aria-describedby="place-order-reason" onClick={props.onPlaceOrder}>
                    {placing ? text("checkout.placing") : text("checkout.placeOrder")}
                  </button>
                  <div id="place-order-reason" role="status" aria-live="polite" className="muted">
                    {placeReason(props, dirty, text)}
                  </div>
                  <ErrorNotice message={props.cardError ? text("checkout.cardError") : undefined} error={props.placeError} />
                </div>
              </div>
            </div>
          )
        }
      </AsyncContent>
    </section>
  )
}
