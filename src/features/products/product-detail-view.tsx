import { useState } from "react"
import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import { AsyncContent, type LoadStatus } from "../../ui/async-state"
import { AddToCartButton } from "./add-to-cart-button"
import type { ProductCardData } from "./product-model"
import { ProductImage } from "./product-image"
import { VariantPicker } from "./variant-picker"

/** Props of the product page. */
export interface ProductDetailViewProps {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  product: ProductCardData | null
  /** The per-product check (`GET /store/user/can-purchase/{id}`); null while it runs. */
  canPurchase: boolean | null
  onAddToCart: (product: ProductCardData) => Promise<void>
}

/**
 * The product's price and options: with several variants the customer picks one (the first in stock to begin
 * with); its price is shown and it is the variant "Add to cart" puts in the cart.
 */
function ChosenVariant({ product, canPurchase, onAddToCart }: Pick<ProductDetailViewProps, "canPurchase" | "onAddToCart"> & { product: ProductCardData }) {
  const text = useText()
  const format = usePageFormat()
  const [chosenId, setChosenId] = useState(product.variantId)
  const chosen = product.variants.find((variant) => variant.id === chosenId && variant.inStock) ?? null
  const price = chosen ? chosen.price : product.price
  return (
    <>
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
      {canPurchase ? <AddToCartButton product={{ ...product, variantId: chosen?.id ?? null }} onAdd={onAddToCart} disabled={!price} /> : null}
    </>
  )
}

/** One product: its details, whether the customer may buy it, and "Add to cart" when they may. */
export function ProductDetailView({ status, error, onRetry, product, canPurchase, onAddToCart }: ProductDetailViewProps) {
  const text = useText()
  return (
    <section className="page narrow">
      <p>
        <Link to="/products">← {text("products.backToProducts")}</Link>
      </p>
      {status !== "ready" ? <h1 className="visually-hidden">{text("products.title")}</h1> : null}
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() =>
          product ? (
            <article className="card product-detail">
              <h1>{product.title}</h1>
              <ProductImage src={product.thumbnail} name={product.title} eager />
              {product.description ? <p>{product.description}</p> : null}
              <ChosenVariant key={product.id} product={product} canPurchase={canPurchase} onAddToCart={onAddToCart} />
              <p role="status" aria-live="polite" className={canPurchase === false ? "notice warning" : "notice info"}>
                {canPurchase === null ? text("products.checking") : canPurchase ? text("products.canPurchase") : text("products.cannotPurchase")}
              </p>
            </article>
          ) : (
            <h1>{text("errors.not_found")}</h1>
          )
        }
      </AsyncContent>
    </section>
  )
}
