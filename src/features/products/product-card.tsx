import { memo } from "react"
import { Link } from "react-router-dom"
import { useLocale } from "../../i18n/locale-context"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"
import { CardBuy } from "./card-buy"
import { categoryName } from "./product-filter"
import type { ProductCardData } from "../../models/product-model"
import type { AddToCart } from "./add-to-cart"
import { ProductImage } from "../../ui/product-image"

/**
 * One product of the list: picture, name, categories, description, price ("from" the lowest when options differ)
 * and "Add to cart" (asking for the option first when there are several). Memoised: typing in the search box re-renders only the cards whose props change.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eagerImage,
  onAddToCart,
}: {
  product: ProductCardData
  /** True for the cards of the first screen: their pictures load at once, the others when scrolled near. */
  eagerImage: boolean
  onAddToCart: AddToCart
}) {
  const text = useText()
  const locale = useLocale()
  const format = usePageFormat()
  const price = product.price
  return (
    <li className="card product-card">
      <ProductImage src={product.thumbnail} name={product.title} eager={eagerImage} />
      <h2>
        <Link to={`/products/${product.handle ?? product.id}`}>{product.title}</Link>
      </h2>
      {product.categories.length ? (
        <p className="product-categories muted">{product.categories.map((c) => categoryName(c, locale)).join(" · ")}</p>
      ) : null}
      {product.description ? <p className="muted">{product.description}</p> : null}
      <p className="price">
        {price
          ? product.priceVaries
            ? text("variants.from", { price: format.money(price.amount, price.currencyCode) })
            : format.money(price.amount, price.currencyCode)
          : text("products.priceUnavailable")}
      </p>
      <CardBuy product={product} onAdd={onAddToCart} disabled={!price} />
    </li>
  )
})
