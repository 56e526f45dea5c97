import { useState } from "react"
import { useText } from "../../i18n/text"
import type { ProductCardData } from "../../models/product-model"

/**
 * "Add to cart": busy while adding. Once added the cart machine takes the shopper to the cart. A failure to add an
 * item is logged only (the cart machine logs it) and shows no message: the store's error catalogue says so.
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
  async function add() {
    setBusy(true)
    try {
      await onAdd(product)
    } catch {
      // Logged only, by the cart machine: no message is shown.
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="button primary"
      onClick={add}
      disabled={disabled || busy || (!product.variantId && !allowUnchosen)}
      aria-label={t("products.addToCartFor", { name: product.title })}
    >
      {busy ? t("products.adding") : t("products.addToCart")}
    </button>
  )
}
