import { useParams } from "react-router-dom"
import { useCanPurchase } from "../queries/use-products"
import { ProductDetailView } from "./product-detail-view"
import type { ProductCardData } from "./product-model"
import { useAddToCart, useProductCards } from "./products-page"

function CheckedProduct({ product, onAddToCart }: { product: ProductCardData; onAddToCart: (p: ProductCardData) => Promise<void> }) {
  const check = useCanPurchase(product.id)
  const canPurchase = check.data ? check.data.can_purchase : check.isError ? false : null
  return <ProductDetailView status="ready" product={product} canPurchase={canPurchase} onAddToCart={onAddToCart} />
}

/** `/products/:handle`: one product (by handle or id) and whether the customer may buy it. */
export function ProductPage() {
  const { handle = "" } = useParams()
  const add = useAddToCart()
  const { status, error, retry, products } = useProductCards()
  const product = products.find((p) => p.handle === handle || p.id === handle) ?? null
  if (status !== "ready" || !product) {
    return <ProductDetailView status={status} error={error} onRetry={retry} product={null} canPurchase={null} onAddToCart={add} />
  }
  return <CheckedProduct product={product} onAddToCart={add} />
}
