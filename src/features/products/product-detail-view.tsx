import { Link } from "react-router-dom"
import { useUiText } from "../../i18n/ui-text"
import { usePageFormat } from "../../i18n/page-format"
import { AsyncContent, type LoadStatus } from "../../ui/async-state"
import { AddToCartButton } from "./add-to-cart-button"
import type { ProductCardData } from "./product-model"

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

/** One product: its details, whether the customer may buy it, and "Add to cart" when they may. */
export function ProductDetailView({ status, error, onRetry, product, canPurchase, onAddToCart }: ProductDetailViewProps) {
  const text = useUiText()
  const format = usePageFormat()
  const t = text.products
  return (
    <section className="page narrow">
      <p>
        <Link to="/products">← {t.backToProducts}</Link>
      </p>
      {status !== "ready" ? <h1 className="visually-hidden">{t.title}</h1> : null}
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() =>
          product ? (
            <article className="card product-detail">
              <h1>{product.title}</h1>
              {product.thumbnail ? <img src={product.thumbnail} alt="" className="product-image" /> : null}
              {product.description ? <p>{product.description}</p> : null}
              <p className="price">{product.price ? format.money(product.price.amount, product.price.currencyCode) : t.priceUnavailable}</p>
              <p role="status" aria-live="polite" className={canPurchase === false ? "notice warning" : "notice info"}>
                {canPurchase === null ? t.checking : canPurchase ? t.canPurchase : t.cannotPurchase}
              </p>
              {canPurchase ? <AddToCartButton product={product} onAdd={onAddToCart} disabled={!product.price} /> : null}
            </article>
          ) : (
            <h1>{text.errors.not_found}</h1>
          )
        }
      </AsyncContent>
    </section>
  )
}
