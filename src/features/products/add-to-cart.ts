import type { ProductCardData } from "../../models/product-model"

/** Adds `quantity` of a product's chosen variant (`product.variantId`); resolves once the cart has it. */
export type AddToCart = (product: ProductCardData, quantity?: number) => Promise<void>
