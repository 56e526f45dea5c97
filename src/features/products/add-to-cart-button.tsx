import { useState } from "react"
import { useText } from "../../i18n/text"
import type { ProductCardData } from "../../models/product-model"
import { usePrepareCartDrawer } from "../../session/cart-context"

/**
 * "Add to cart": busy while adding. A failure stays silent here (it is logged only);
 * the container logs it.
 */
export function AddToCartButton({
  product,
  disabled,
  onAdd,
  allowUnchosen = false,
}: {
  product: ProductCardData
  disabled?: boolean
  onAdd: (product: ProductCardData) => Promise<void>
  /** Enabled without a variant: the container asks for the choice when clicked. */
  allowUnchosen?: boolean
}) {
  const t = useText()
  const [busy, setBusy] = useState(false)
  // Fetches the cart drawer's code ahead of the click; a failure is retried when the item is added.
  const prepareDrawer = usePrepareCartDrawer()
  const preloadDrawer = () => void prepareDrawer()
  async function add() {
    setBusy(true)
    try {
      await onAdd(product)
    } catch {
      // Silent by design: the container logs the failure.
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="button primary"
      onClick={add}
      // The cart drawer this opens is fetched as the shopper heads for the button (mouse, touch or keyboard).
      onPointerEnter={preloadDrawer}
      onFocus={preloadDrawer}
      disabled={disabled || busy || (!product.variantId && !allowUnchosen)}
      aria-label={t("products.addToCartFor", { name: product.title })}
    >
      {busy ? t("products.adding") : t("products.addToCart")}
    </button>
  )
}
