import { Link } from "react-router-dom"
import { useUiText } from "../../i18n/ui-text"
import { usePageFormat } from "../../i18n/page-format"
import { AsyncContent, EmptyState, type LoadStatus } from "../../ui/async-state"
import { AddToCartButton } from "./add-to-cart-button"
import type { ProductCardData } from "./product-model"

/** Props of the product list. */
export interface ProductListViewProps {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  products: ProductCardData[]
  onAddToCart: (product: ProductCardData) => Promise<void>
}

/** The products the customer is approved to buy: name, description, price, "Add to cart". */
export function ProductListView({ status, error, onRetry, products, onAddToCart }: ProductListViewProps) {
  const text = useUiText()
  const t = text.products
  const variantsText = text.variants
  const format = usePageFormat()
  return (
    <section className="page">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() =>
          products.length === 0 ? (
            <EmptyState>
              <p>{t.empty}</p>
            </EmptyState>
          ) : (
            <ul className="product-grid">
              {products.map((product) => (
                <li key={product.id} className="card product-card">
                  {product.thumbnail ? <img src={product.thumbnail} alt="" className="product-image" /> : null}
                  <h2>
                    <Link to={`/products/${product.handle ?? product.id}`}>{product.title}</Link>
                  </h2>
                  {product.description ? <p className="muted">{product.description}</p> : null}
                  <p className="price">
                    {product.price
                      ? product.priceVaries
                        ? variantsText.from(format.money(product.price.amount, product.price.currencyCode))
                        : format.money(product.price.amount, product.price.currencyCode)
                      : t.priceUnavailable}
                  </p>
                  <AddToCartButton product={product} onAdd={onAddToCart} disabled={!product.price} />
                </li>
              ))}
            </ul>
          )
        }
      </AsyncContent>
    </section>
  )
}
