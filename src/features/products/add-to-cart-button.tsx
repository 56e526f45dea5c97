import { useState } from "react"
import { useText } from "../../i18n/text"
import type { ProductCardData } from "../../models/product-model"

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
      disabled={disabled || busy || (!product.variantId && !allowUnchosen)}
      aria-label={t("products.addToCartFor", { name: product.title })}
    >
      {busy ? t("products.adding") : t("products.addToCart")}
    </button>
  )
}
