import { useMemo } from "react"
import { useNavigate } from "react-router-dom"
import { useSelector } from "@xstate/react"
import { waitFor } from "xstate"
import { cartSelectors } from "../../../machines/cart/cart.selectors"
import { useText } from "../../i18n/text"
import { CartView } from "./cart-view"
import { UnservedCountryNotice } from "../../ui/unserved-country"
import { useCartViewData } from "../../session/use-cart-view-data"
import { useProductCards } from "../../queries/use-product-cards"
import type { CartLine } from "../../models/cart-model"
import { usePageFormat } from "../../i18n/page-format"
import { useCartApproval, useOptionalOrderApprovals } from "../../session/order-approvals-context"
import { useCartApprovalCheck } from "../../queries/use-cart-approval-check"
import { approvalNotice, frozenReason } from "./approval-notice"
import { CartDiscountCodes } from "../../ui/cart-discount-codes"

/**
 * The lines with their product's name and option in the page's language where the customer's catalogue has them
 * (Medusa keeps the names in English on the line).
 */
function useLocalizedLines(lines: CartLine[]): CartLine[] {
  const { products } = useProductCards()
  return useMemo(() => {
    const byId = new Map(products.map((product) => [product.id, product]))
    return lines.map((line) => {
      const product = line.productId ? byId.get(line.productId) : undefined
      if (!product) return line
      const variant = product.variants.find((v) => v.id === line.variantId)
      return { ...line, title: product.title, description: variant && product.variants.length > 1 ? variant.title : line.description }
    })
  }, [lines, products])
}

/** `/cart`: the current cart (cart machine), shown after an item is added (the machine navigates here) and naming it. */
export function CartPage() {
  const navigate = useNavigate()
  const { cart, current, lines, totals, status, unservedCountry, updating, currencyCode, taxRatePercent, retry } = useCartViewData()
  const shownLines = useLocalizedLines(lines)
  const text = useText()
  const format = usePageFormat()
  // A clinic's member: her pending request freezes the cart, and the server's check says whether it needs approval.
  const inClinic = useOptionalOrderApprovals() !== null
  const frozen = frozenReason(text, useCartApproval(current.id))
  const check = useCartApprovalCheck(current.id, totals.total, inClinic && lines.length > 0 && !updating)
  const added = useSelector(cart, cartSelectors.lastAdded)
  // A change sent while the cart is still busy with the previous one waits its turn instead of being dropped.
  const whenIdle = (send: () => void) => void waitFor(cart, cartSelectors.isSettled, { timeout: 30_000 }).then((s) => cartSelectors.isActive(s) && send(), () => undefined)
  if (unservedCountry) return <UnservedCountryNotice title={text("cart.title")} country={unservedCountry} />
  return (
    <CartView
      status={status}
      error={{ kind: "connection" }}
      onRetry={retry}
      lines={shownLines}
      totals={totals}
      currencyCode={currencyCode}
      taxRatePercent={taxRatePercent}
      updating={updating}
      onChangeQuantity={(lineId, quantity) => whenIdle(() => cart.send({ type: "UPDATE_ITEM", lineId, quantity }))}
      onRemove={(lineId) => whenIdle(() => cart.send({ type: "REMOVE_ITEM", lineId }))}
      onCheckout={() => navigate("/checkout")}
      frozenReason={frozen}
      approvalNotice={frozen ? null : approvalNotice(text, format, check.data)}
      added={added}
      discountCodes={<CartDiscountCodes cart={cart} disabled={Boolean(frozen)} />}
    />
  )
}
