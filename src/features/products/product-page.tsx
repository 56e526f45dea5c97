import { useParams } from "react-router-dom"
import { useCanPurchase, useCatalogProduct } from "../../queries/use-products"
import { ProductDetailView } from "./product-detail-view"
import { toProductCard, type MedusaProductLike, type ProductCardData } from "../../models/product-model"
import { useProductCards } from "../../queries/use-product-cards"
import type { AddToCart } from "./add-to-cart"
import { useAddToCart } from "./products-page"

function CheckedProduct({ product, onAddToCart }: { product: ProductCardData; onAddToCart: AddToCart }) {
  const check = useCanPurchase(product.id)
  const canPurchase = check.data ? check.data.can_purchase : check.isError ? false : null
  return <ProductDetailView status="ready" product={product} canPurchase={canPurchase} onAddToCart={onAddToCart} />
}

/** `/products/:handle`: one product (by handle or id) and whether the customer may buy it. */
export function ProductPage() {
  const { handle = "" } = useParams()
  const add = useAddToCart()
  const { status, error, retry, products, regionId, currency } = useProductCards()
  const approved = products.find((p) => p.handle === handle || p.id === handle) ?? null
  // A product outside the approved list (e.g. a clinic-only test opened by an individual) is still shown,
  // with the purchase check saying it cannot be bought.
  const catalog = useCatalogProduct(handle, regionId, status === "ready" && !approved)
  const product = approved ?? (catalog.data ? toProductCard(catalog.data as unknown as MedusaProductLike, currency) : null)
  if (status !== "ready" || (!product && catalog.isPending)) {
    return <ProductDetailView status={status === "ready" ? "loading" : status} error={error} onRetry={retry} product={null} canPurchase={null} onAddToCart={add} />
  }
  if (!product) return <ProductDetailView status="ready" product={null} canPurchase={null} onAddToCart={add} />
  return <CheckedProduct product={product} onAddToCart={add} />
}
