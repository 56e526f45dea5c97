import { namesRecipient } from "@clinic-store/contract"
import { useState, type ReactNode } from "react"
import type { Address } from "../../../machines/domain.types"
import type { SavedAddress } from "../../api/customers"
import { ErrorNotice } from "../../ui/error-notice"
import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import { AsyncContent, EmptyState, type LoadStatus } from "../../ui/async-state"
import { lineName, type CartLine, type CartTotals } from "../cart/cart-model"
import { CartTotalsList } from "../cart/cart-totals-table"
import { CheckoutDetailsForm } from "./checkout-details-form"
import type { CheckoutDetails, CheckoutPayment, CheckoutShipping } from "./checkout-model"
import { PaymentSection, type CardStep } from "./payment-section"

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
  /** The payment may be submitted: manual, or a card element has mounted (or the payment is already authorised). */
  paymentReady: boolean
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
  /** The order reference field, shown under the details. */
  referenceField?: ReactNode
}

/** Checkout: details, the automatic shipping method, payment, summary and "Place order" (enabled when ready). */
export function CheckoutView(props: CheckoutViewProps) {
  const { status, error, onRetry, lines, totals, currencyCode, taxRatePercent, details, shipping, payment, ready, placing } = props
  const text = useText()
  const format = usePageFormat()
  const [dirty, setDirty] = useState(false)
  const canPlace = ready && props.paymentReady && payment !== null && !dirty && !placing

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
                <CheckoutDetailsForm
                  details={details}
                  onSave={props.onSaveDetails}
                  onDirtyChange={setDirty}
                  savedAddresses={props.savedAddresses}
                  onSaveToAddressBook={props.onSaveToAddressBook}
                />
                {props.referenceField}
                <section className="card" aria-labelledby="shipping-title">
                  <h2 id="shipping-title">{text("checkout.shipping")}</h2>
                  {shipping ? (
                    <p>
                      {text("checkout.shippingAuto")} <strong>{shipping.name}</strong> ({format.money(shipping.amount, currencyCode)})
                    </p>
                  ) : (
                    <p>{text("checkout.noShipping")}</p>
                  )}
                </section>
                <PaymentSection payment={payment} card={props.card} />
              </div>
              <aside className="card summary" aria-labelledby="summary-title">
                <h2 id="summary-title">{text("checkout.summary")}</h2>
                <ul className="summary-lines">
                  {lines.map((line) => (
                    <li key={line.id}>
                      <span>
                        {line.quantity} × {lineName(line)}
                      </span>
                      <span>{format.money(line.subtotal, currencyCode)}</span>
                    </li>
                  ))}
                </ul>
                <CartTotalsList totals={totals} currencyCode={currencyCode} taxRatePercent={taxRatePercent} showShipping />
                <button type="button" className="button primary wide" disabled={!canPlace} onClick={props.onPlaceOrder}>
                  {placing ? text("checkout.placing") : text("checkout.placeOrder")}
                </button>
                <div role="status" aria-live="polite" className="muted">
                  {!ready ? (namesRecipient(details.shipping_address) ? text("checkout.notReady") : text("recipient.needed")) : placing ? text("checkout.placing") : ""}
                </div>
                <ErrorNotice message={props.cardError ? text("checkout.cardError") : undefined} error={props.placeError} />
              </aside>
            </div>
          )
        }
      </AsyncContent>
    </section>
  )
}
