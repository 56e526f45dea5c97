/** A money amount in stored units with its currency. */
interface Price {
  amount: number
  currencyCode: string
}

/** What the product screens show of a product. */
export interface ProductCardData {
  id: string
  handle: string | null
  title: string
  description: string | null
  thumbnail: string | null
  /** The variant added to the cart (the first one); null when the product has none. */
  variantId: string | null
  price: Price | null
}

/** The parts of a Medusa product the screens read. */
export interface MedusaProductLike {
  id: string
  handle?: string | null
  title: string
  description?: string | null
  thumbnail?: string | null
  variants?: {
    id: string
    calculated_price?: number | null
    prices?: { amount: number; currency_code: string; region_id?: string | null }[]
  }[]
}

/** Maps a Medusa product to the card data, priced in the region's currency. */
export function toProductCard(product: MedusaProductLike, currencyCode: string): ProductCardData {
  const variant = product.variants?.[0]
  const code = currencyCode.toLowerCase()
  const listed = variant?.prices?.find((p) => p.currency_code.toLowerCase() === code)
  const amount = typeof variant?.calculated_price === "number" ? variant.calculated_price : listed?.amount
  return {
    id: product.id,
    handle: product.handle ?? null,
    title: product.title,
    description: product.description ?? null,
    thumbnail: product.thumbnail ?? null,
    variantId: variant?.id ?? null,
    price: typeof amount === "number" ? { amount, currencyCode: code } : null,
  }
}
