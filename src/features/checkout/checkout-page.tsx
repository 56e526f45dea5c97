import { notWired } from "../../app/not-wired"
import { emptyAddress } from "../../ui/address-fields"
import { CheckoutView } from "./checkout-view"

/** `/checkout`: the cart's details, shipping, payment and "Place order". */
export function CheckoutPage() {
  return (
    <CheckoutView
      status="loading"
      lines={[]}
      currencyCode="usd"
      taxRatePercent={0}
      details={{ email: "", shipping_address: emptyAddress, billing_address: emptyAddress }}
      shipping={null}
      payment={null}
      ready={false}
      placing={false}
      onSaveDetails={notWired("checkout details")}
      onPlaceOrder={() => undefined}
    />
  )
}
