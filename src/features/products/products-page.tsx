import { useNavigate } from "react-router-dom"
import { notWired } from "../../app/not-wired"
import type { ProductCardData } from "./product-model"
import { ProductListView } from "./product-list-view"

/** Adds a product to the cart and goes to /cart; a failure is only logged (seed section 8). */
export function useAddToCart(): (product: ProductCardData) => Promise<void> {
  const navigate = useNavigate()
  return async (_product) => {
    try {
      await notWired("add to cart")()
      navigate("/cart")
    } catch (error) {
      console.error("add to cart failed", error)
    }
  }
}

/** `/products`: the products the customer may buy. */
export function ProductsPage() {
  const add = useAddToCart()
  return <ProductListView status="loading" products={[]} onAddToCart={add} />
}
