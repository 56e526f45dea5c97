import { MAX_LINE_QUANTITY, PRODUCT_SECTIONS } from "@clinic-store/contract"
import { useId, useState } from "react"
import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import { AsyncContent, type LoadStatus } from "../../ui/async-state"
import { AddToCartButton } from "./add-to-cart-button"
import type { ProductCardData } from "../../models/product-model"
import { ProductImage } from "../../ui/product-image"
import type { AddToCart } from "./add-to-cart"
import { VariantPicker } from "./variant-picker"

/** Props of the product page. */
export interface ProductDetailViewProps {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  product: ProductCardData | null
  /** The per-product check (`GET /store/user/can-purchase/{id}`); null while it runs. */
  canPurchase: boolean | null
  onAddToCart: AddToCart
}

/** A whole number of units from 1 to the line maximum; anything else counts as 1. */
function toQuantity(draft: string): number {
  const quantity = Number(draft)
  return Number.isInteger(quantity) && quantity >= 1 ? Math.min(quantity, MAX_LINE_QUANTITY) : 1
}

/**
 * The buy box: name, description, the options (the first in stock to begin with) with the chosen one's price,
 * whether the customer may order it (said before the button), the quantity and "Add to cart".
 */
function BuyBox({ product, canPurchase, onAddToCart }: Pick<ProductDetailViewProps, "canPurchase" | "onAddToCart"> & { product: ProductCardData }) {
  const text = useText()
  const format = usePageFormat()
  const id = useId()
  const [chosenId, setChosenId] = useState(product.variantId)
  const [quantity, setQuantity] = useState("1")
  const chosen = product.variants.find((variant) => variant.id === chosenId && variant.inStock) ?? null
  const price = chosen ? chosen.price : product.price
  return (
    <div className="buy-box card">
      <h1>{product.title}</h1>
      {product.description ? <p className="product-description">{product.description}</p> : null}
      {product.variants.length > 1 ? (
        <VariantPicker
          legend={product.optionTitle ?? text("variants.option")}
          name={`variant-${product.id}`}
          variants={product.variants}
          chosenId={chosen?.id ?? null}
          onChoose={setChosenId}
        />
      ) : null}
      <p className="price">{price ? format.money(price.amount, price.currencyCode) : text("products.priceUnavailable")}</p>
      <p role="status" aria-live="polite" className={canPurchase === false ? "notice warning" : "notice info"}>
        {canPurchase === null ? text("products.checking") : canPurchase ? text("products.canPurchase") : text("products.cannotPurchase")}
      </p>
      {canPurchase ? (
        <div className="buy-row">
          <div className="field">
            <label htmlFor={`${id}-quantity`}>{text("shop.product.quantity")}</label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LINE_QUANTITY}
              step={1}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              onBlur={() => setQuantity(String(toQuantity(quantity)))}
            />
          </div>
          <AddToCartButton product={{ ...product, variantId: chosen?.id ?? null }} onAdd={(p) => onAddToCart(p, toQuantity(quantity))} disabled={!price} />
        </div>
      ) : null}
    </div>
  )
}

/** The sections staff wrote for the product, in the page's language (only those with a text). */
function ProductSections({ product }: { product: ProductCardData }) {
  const text = useText()
  const shown = PRODUCT_SECTIONS.filter((section) => product.content[section])
  if (!shown.length) return null
  return (
    <section className="product-sections" aria-label={text("shop.product.details")}>
      {shown.map((section) => (
        <section key={section} className="card">
          <h2>{text(`shop.product.section.${section}`)}</h2>
          <p>{product.content[section]}</p>
        </section>
      ))}
    </section>
  )
}

/** One product: picture and buy box side by side (stacked on a phone), then what staff wrote about the test. */
export function ProductDetailView({ status, error, onRetry, product, canPurchase, onAddToCart }: ProductDetailViewProps) {
  const text = useText()
  return (
    <section className="page">
      <p>
        <Link to="/products">← {text("products.backToProducts")}</Link>
      </p>
      {status !== "ready" ? <h1 className="visually-hidden">{text("products.title")}</h1> : null}
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() =>
          product ? (
            <>
              <article className="product-layout product-detail">
                <ProductImage src={product.thumbnail} name={product.title} eager />
                <BuyBox key={product.id} product={product} canPurchase={canPurchase} onAddToCart={onAddToCart} />
              </article>
              <ProductSections product={product} />
            </>
          ) : (
            <h1>{text("errors.not_found")}</h1>
          )
        }
      </AsyncContent>
    </section>
  )
}
