import { useId, useRef, useState } from "react"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import { AddToCartButton } from "./add-to-cart-button"
import type { ProductCardData } from "../../models/product-model"
import type { AddToCart } from "./add-to-cart"

/**
 * A card's "Add to cart". A product with several options asks which one first (a labelled choice with each option's
 * price, nothing chosen to begin with): "Add to cart" without a choice says so by the field and moves focus to it,
 * never adding the first option silently. A product with one option adds it.
 */
export function CardBuy({ product, disabled, onAdd }: { product: ProductCardData; disabled: boolean; onAdd: AddToCart }) {
  const text = useText()
  const format = usePageFormat()
  const id = useId()
  const select = useRef<HTMLSelectElement>(null)
  const [chosenId, setChosenId] = useState("")
  const [missing, setMissing] = useState(false)
  if (product.variants.length < 2) return <AddToCartButton product={product} onAdd={onAdd} disabled={disabled} />
  const option = product.optionTitle ?? text("variants.option")
  async function add(chosen: ProductCardData) {
    if (!chosen.variantId) {
      setMissing(true)
      select.current?.focus()
      return
    }
    await onAdd(chosen)
  }
  return (
    <div className="card-buy">
      <label htmlFor={id} className="visually-hidden">
        {text("shop.grid.optionFor", { option, name: product.title })}
      </label>
      <select
        id={id}
        ref={select}
        value={chosenId}
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        onChange={(event) => {
          setChosenId(event.target.value)
          setMissing(false)
        }}
      >
        <option value="">{`${option}: ${text("shop.grid.choose")}`}</option>
        {product.variants.map((variant) => (
          <option key={variant.id} value={variant.id} disabled={!variant.inStock}>
            {variant.title}
            {" · "}
            {variant.inStock ? (variant.price ? format.money(variant.price.amount, variant.price.currencyCode) : text("variants.noPrice")) : text("variants.soldOut")}
          </option>
        ))}
      </select>
      {missing ? (
        <p id={`${id}-missing`} className="field-error" role="alert">
          {text("shop.grid.chooseFirst", { option })}
        </p>
      ) : null}
      <AddToCartButton product={{ ...product, variantId: chosenId || null }} onAdd={add} disabled={disabled} allowUnchosen />
    </div>
  )
}
