import { ProductDetailView } from "./product-detail-view"
import { useAddToCart } from "./products-page"

/** `/products/:handle`: one product and whether the customer may buy it. */
export function ProductPage() {
  const add = useAddToCart()
  return <ProductDetailView status="loading" product={null} canPurchase={null} onAddToCart={add} />
}
