import { useSelector } from "@xstate/react"
import { useEffect, useMemo, useRef, useState } from "react"
import { cartSelectors } from "../../../machines/cart/cart.selectors"
import { checkoutPaymentSelectors } from "../../../machines/checkout-payment.selectors"
import { sendAndSettle } from "../../lib/actor-promise"
import { toAddressValues } from "../../ui/address-fields"
import { useText } from "../../i18n/text"
import { UnservedCountryNotice } from "../../ui/unserved-country"
import { useAddressBook, useSaveAddress } from "../../queries/use-address-book"
import { useCartViewData } from "../../session/use-cart-view-data"
import type { CheckoutDetails, CheckoutPayment } from "./checkout-model"
import { useCheckoutShipping } from "./checkout-shipping"
import { CheckoutProvider, useCheckout } from "./checkout-provider"
import { CheckoutView } from "./checkout-view"
import { CartDiscountCodes } from "../../ui/cart-discount-codes"
import { useCardStep } from "./card-step"
import { AskForApproval, isApprovalRequired } from "./ask-for-approval"
import { OrderReferenceField } from "./order-reference-field"
import { useReferenceDraft } from "./use-reference-draft"
import { useCartApproval } from "../../session/order-approvals-context"

/** Checkout, unless the store does not serve the customer's country (then one sentence says so). */
function CheckoutOrUnserved() {
  const { unservedCountry } = useCartViewData()
  const text = useText()
  return unservedCountry ? <UnservedCountryNotice title={text("checkout.title")} country={unservedCountry} /> : <Checkout />
}

/**
 * The refusal of the last completion, from the cart's one-off notice (its text, and the failure as thrown so the
 * server's reason is told); cleared when "Place order" is pressed again.
 */
function useCompletionRefusal(cart: ReturnType<typeof useCartViewData>["cart"]) {
  const [refusal, setRefusal] = useState<{ message: string; error: unknown } | null>(null)
  useEffect(() => {
    const subscription = cart.on("completionRefused", ({ message, error }) => setRefusal({ message, error }))
    return () => subscription.unsubscribe()
  }, [cart])
  return [refusal, () => setRefusal(null)] as const
}

function Checkout() {
  const { cart, current, lines, totals, status, currencyCode, taxRatePercent, retry } = useCartViewData()
  const text = useText()
  const payment = useCheckout()
  const addressBook = useAddressBook()
  const saveAddress = useSaveAddress()
  const ready = useSelector(cart, cartSelectors.isReadyToComplete)
  const completing = useSelector(cart, cartSelectors.isCompleting)
  const preparing = useSelector(cart, cartSelectors.isPreparing)
  const chosen = useSelector(payment, checkoutPaymentSelectors.method)
  const confirmingCard = useSelector(payment, checkoutPaymentSelectors.isConfirmingCard)
  const canSubmit = useSelector(payment, checkoutPaymentSelectors.canSubmit)
  const paymentComplete = useSelector(payment, checkoutPaymentSelectors.isComplete)
  const paymentAuthorized = useSelector(payment, checkoutPaymentSelectors.isAuthorized)
  const cardError = useSelector(payment, checkoutPaymentSelectors.error)
  const card = useCardStep(payment)
  const shipping = useCheckoutShipping(current.shipping_methods)
  // Prepare on demand: the cart is prepared in the background, but a step that failed there (e.g. adding the
  // shipping method) is tried again when checkout opens (the cart ignores it while it is still preparing or ready).
  useEffect(() => cart.send({ type: "PREPARE" }), [cart])
  const [placeError, clearPlaceError] = useCompletionRefusal(cart)
  const approvalNeeded = isApprovalRequired(placeError)
  const reference = useReferenceDraft(current.id)
  // A request for this cart, read from the server (it survives a reload): while it is pending the cart is frozen.
  const approval = useCartApproval(current.id)
  const waitReason = approval?.status === "pending" ? text("approvals.placeWaits") : reference.tooLong ? text("checkout.referenceTooLong") : null

  const details = useMemo<CheckoutDetails>(
    () => ({ email: current.email ?? "", shipping_address: toAddressValues(current.shipping_address), billing_address: toAddressValues(current.billing_address) }),
    [current.email, current.shipping_address, current.billing_address]
  )
  // Once authorised the payment waits for the completion; the method stays shown for a completion tried again.
  const lastMethod = useRef<CheckoutPayment | null>(null)
  if (chosen) lastMethod.current = chosen
  const method = chosen ?? (paymentAuthorized ? lastMethod.current : null)

  return (
    <>
    <CheckoutView
      status={status}
      error={{ kind: "connection" }}
      onRetry={retry}
      lines={lines}
      totals={totals}
      currencyCode={currencyCode}
      taxRatePercent={taxRatePercent}
      details={details}
      shipping={shipping}
      payment={method}
      ready={ready}
      preparing={preparing}
      paymentReady={canSubmit || paymentAuthorized}
      paymentComplete={paymentComplete}
      placing={reference.save.isPending || completing || confirmingCard || (paymentAuthorized && !placeError)}
      cardError={cardError}
      card={card}
      onSaveDetails={(next) =>
        // A refused update returns the cart to `active` with the error remembered (cleared when the update began).
        sendAndSettle(cart, { type: "UPDATE_CART", update: next }, cartSelectors.isSettled, (s) =>
          cartSelectors.hasFailed(s) ? { kind: "connection" } : cartSelectors.error(s) ? { message: cartSelectors.error(s) } : null
        )
      }
      placeError={approvalNeeded ? null : placeError?.error}
      waitReason={waitReason}
      referenceField={<OrderReferenceField draft={reference} />}
      discountCodes={<CartDiscountCodes cart={cart} disabled={approval?.status === "pending" || completing} />}
      savedAddresses={addressBook.data}
      onSaveToAddressBook={async (address) => {
        await saveAddress.mutateAsync({ address })
      }}
      onPlaceOrder={() => {
        clearPlaceError()
        // A reference typed and not saved goes on the cart first: the order and its invoice carry what is on screen.
        void reference.flush().then((saved) => {
          if (!saved) return
          if (paymentAuthorized) cart.send({ type: "COMPLETE" })
          else payment.send({ type: "SUBMIT" })
        })
      }}
    />
    {approvalNeeded || approval ? <AskForApproval cartId={current.id} /> : null}
    </>
  )
}

/** `/checkout`: address, delivery, payment and review steps, then "Place order" (the cart's checkout payment child). */
export function CheckoutPage() {
  return (
    <CheckoutProvider>
      <CheckoutOrUnserved />
    </CheckoutProvider>
  )
}
