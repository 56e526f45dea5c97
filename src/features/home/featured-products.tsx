import { Link } from "react-router-dom"
import type { FeaturedProductList } from "@clinic-store/contract"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"
import { ProductImage } from "../../ui/product-image"

/** The teaser's state as the home page reads it. */
export interface FeaturedState {
  status: "loading" | "ready" | "error"
  list?: FeaturedProductList
}

/**
 * A few products with their picture, name and "from" list price; each leads to sign-in, then to its page. While
 * loading it keeps its space (no layout shift); a failure leaves it out (the rest of the page still sells).
 */
export function FeaturedProducts({ featured }: { featured: FeaturedState }) {
  const text = useText()
  const format = usePageFormat()
  if (featured.status === "error") return null
  const list = featured.list
  return (
    <section className="home-section" aria-labelledby="featured-title" aria-busy={featured.status === "loading" ? true : undefined}>
      <h2 id="featured-title">{text("shop.home.featuredTitle")}</h2>
      <p className="muted">{text("shop.home.featuredIntro")}</p>
      <ul className="featured-grid">
        {(list?.products ?? []).map((product) => (
          <li key={product.id} className="card featured-card">
            <ProductImage src={product.thumbnail} name={product.title} />
            <h3>
              <Link to={`/login?next=${encodeURIComponent(`/products/${product.handle ?? product.id}`)}`}>{product.title}</Link>
            </h3>
            {product.from_price !== null && list ? (
              <p className="price">
                {product.price_varies
                  ? text("variants.from", { price: format.money(product.from_price, list.currency_code) })
                  : format.money(product.from_price, list.currency_code)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="muted">{text("shop.home.signInForPrices")}</p>
    </section>
  )
}
