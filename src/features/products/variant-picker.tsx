import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import type { VariantChoice } from "../../models/product-model"

/**
 * The product's options as a radio group (arrow keys move between them): each with its price; a sold-out option is
 * shown as such and cannot be chosen.
 */
export function VariantPicker({
  legend,
  name,
  variants,
  chosenId,
  onChoose,
}: {
  legend: string
  name: string
  variants: VariantChoice[]
  chosenId: string | null
  onChoose: (variantId: string) => void
}) {
  const t = useText()
  const format = usePageFormat()
  return (
    <fieldset className="fieldset variant-picker">
      <legend>{legend}</legend>
      {variants.map((variant) => (
        <label key={variant.id} className={variant.inStock ? "variant-option" : "variant-option sold-out"}>
          <input
            type="radio"
            name={name}
            value={variant.id}
            checked={chosenId === variant.id}
            disabled={!variant.inStock}
            onChange={() => onChoose(variant.id)}
          />
          <span>{variant.title}</span>
          <span className="variant-price">{variant.price ? format.money(variant.price.amount, variant.price.currencyCode) : t("variants.noPrice")}</span>
          {variant.inStock ? null : <span className="sold-out-label">{t("variants.soldOut")}</span>}
        </label>
      ))}
    </fieldset>
  )
}
