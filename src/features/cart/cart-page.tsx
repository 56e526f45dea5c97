import { useNavigate } from "react-router-dom"
import { CartView } from "./cart-view"

/** `/cart`: the current cart. */
export function CartPage() {
  const navigate = useNavigate()
  return (
    <CartView
      status="loading"
      lines={[]}
      currencyCode="usd"
      taxRatePercent={0}
      onChangeQuantity={() => undefined}
      onRemove={() => undefined}
      onCheckout={() => navigate("/checkout")}
    />
  )
}
