import { useNavigate } from "react-router-dom"
import { useText } from "../../i18n/text"
import { CartView } from "./cart-view"
import { UnservedCountryNotice } from "./unserved-country"
import { useCartViewData } from "./use-cart-view-data"

/** `/cart`: the current cart (cart machine). */
export function CartPage() {
  const navigate = useNavigate()
  const { cart, lines, totals, status, unservedCountry, updating, currencyCode, taxRatePercent, retry } = useCartViewData()
  const text = useText()
  if (unservedCountry) return <UnservedCountryNotice title={text("cart.title")} country={unservedCountry} />
  return (
    <CartView
      status={status}
      error={{ kind: "connection" }}
      onRetry={retry}
      lines={lines}
      totals={totals}
      currencyCode={currencyCode}
      taxRatePercent={taxRatePercent}
      updating={updating}
      onChangeQuantity={(lineId, quantity) => cart.send({ type: "UPDATE_ITEM", lineId, quantity })}
      onRemove={(lineId) => cart.send({ type: "REMOVE_ITEM", lineId })}
      onCheckout={() => navigate("/checkout")}
    />
  )
}
