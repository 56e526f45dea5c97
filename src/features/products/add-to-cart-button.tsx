import { useId, useState } from "react"
import { useText } from "../../i18n/text"
import { friendlyError } from "../../ui/friendly-error"
import type { ProductCardData } from "../../models/product-model"

/**
 * "Add to cart": busy while adding. Once added the cart machine takes the shopper to the cart; a refused item keeps
 * them here, and the button says why (the reason as the friendly error texts put it) until the next try.
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
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  async function add() {
    setBusy(true)
    setRefusal(null)
    try {
      await onAdd(product)
    } catch (error) {
      // The reason in the page's language (a refusal the shopper can act on in its own words; never the raw text).
      setRefusal(friendlyError(t, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
    <button
      type="button"
      className="button primary"
      onClick={add}
      disabled={disabled || busy || (!product.variantId && !allowUnchosen)}
      aria-label={t("products.addToCartFor", { name: product.title })}
      aria-describedby={refusal === null ? undefined : `${id}-refused`}
    >
      {busy ? t("products.adding") : t("products.addToCart")}
    </button>
    {refusal === null ? null : (
      <p id={`${id}-refused`} className="field-error" role="alert">
        {`${t("products.notAdded", { name: product.title })} ${refusal}`}
      </p>
    )}
    </>
  )
}
