import { PRODUCT_SECTIONS, type ProductSection } from "@clinic-store/contract"

/** A money amount in stored units with its currency. */
interface Price {
  amount: number
  currencyCode: string
}

/** One option of a product (a Medusa variant) as the product page offers it. */
export interface VariantChoice {
  id: string
  title: string
  price: Price | null
  /** False when Medusa tracks its stock, allows no backorder and has none left: shown, not selectable. */
  inStock: boolean
}

/** A category the product is listed in: Medusa's name, and its name per page language where staff gave one. */
export interface CategoryTag {
  handle: string
  name: string
  /** Names by locale (`metadata.names` of Medusa's category), e.g. `{ da: "Testsæt" }`. */
  names: Partial<Record<string, string>>
}

/** What the product screens show of a product. */
export interface ProductCardData {
  id: string
  handle: string | null
  title: string
  description: string | null
  thumbnail: string | null
  /** The public categories it is listed in (none when the list has no categories). */
  categories: CategoryTag[]
  /** The name of what the variants differ in (Medusa's product option, e.g. "Turnaround"); null without one. */
  optionTitle: string | null
  /** The product's options (its variants), in Medusa's order. */
  variants: VariantChoice[]
  /** The variant added to the cart: the first one in stock; null when none can be bought. */
  variantId: string | null
  /** The lowest price of the variants in stock (their only price when all cost the same). */
  price: Price | null
  /** True when the variants' prices differ: the list says "from" the lowest. */
  priceVaries: boolean
  /** The product page's sections staff wrote (what is tested, sample type, ...), in the page's language; only those with a text. */
  content: Partial<Record<ProductSection, string>>
}

/** The parts of a Medusa variant the screens read. */
interface MedusaVariantLike {
  id: string
  title?: string | null
  calculated_price?: number | null
  prices?: { amount: number; currency_code: string; region_id?: string | null }[]
  inventory_quantity?: number | null
  manage_inventory?: boolean | null
  allow_backorder?: boolean | null
}

/** The parts of a Medusa product the screens read. */
export interface MedusaProductLike {
  id: string
  handle?: string | null
  title: string
  description?: string | null
  thumbnail?: string | null
  options?: { title?: string | null }[] | null
  variants?: MedusaVariantLike[]
  categories?: MedusaCategoryLike[] | null
  /** The page sections in the asked language (`GET /store/user/products/`); absent from Medusa's own routes. */
  content?: Partial<Record<string, unknown>> | null
}

/** The parts of a Medusa product category the screens read. */
interface MedusaCategoryLike {
  handle: string
  name: string
  metadata?: { names?: unknown } | null
}

/** The category's names per language from its metadata, keeping only text values. */
function namesOf(category: MedusaCategoryLike): Partial<Record<string, string>> {
  const names = category.metadata?.names
  if (!names || typeof names !== "object") return {}
  return Object.fromEntries(Object.entries(names).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
}

/** The page sections with a text, known names only. */
function contentOf(content: MedusaProductLike["content"]): ProductCardData["content"] {
  const sections: ProductCardData["content"] = {}
  for (const section of PRODUCT_SECTIONS) {
    const value = content?.[section]
    if (typeof value === "string" && value.trim()) sections[section] = value
  }
  return sections
}

/** A variant's price in the currency: Medusa's calculated price for the region, else its listed price. */
function priceOf(variant: MedusaVariantLike, code: string): Price | null {
  const listed = variant.prices?.find((p) => p.currency_code.toLowerCase() === code)
  const amount = typeof variant.calculated_price === "number" ? variant.calculated_price : listed?.amount
  return typeof amount === "number" ? { amount, currencyCode: code } : null
}

/** The stock rule: a variant is sold out only when Medusa manages its stock, allows no backorder and has none. */
function isInStock(variant: MedusaVariantLike): boolean {
  return variant.manage_inventory !== true || Boolean(variant.allow_backorder) || (variant.inventory_quantity ?? 0) > 0
}

/** Maps a Medusa product to the card data, priced in the region's currency. */
export function toProductCard(product: MedusaProductLike, currencyCode: string): ProductCardData {
  const code = currencyCode.toLowerCase()
  const variants: VariantChoice[] = (product.variants ?? []).map((variant) => ({
    id: variant.id,
    title: variant.title ?? "",
    price: priceOf(variant, code),
    inStock: isInStock(variant),
  }))
  const buyable = variants.filter((variant) => variant.inStock)
  const amounts = buyable.flatMap((variant) => (variant.price ? [variant.price.amount] : []))
  const lowest = amounts.length ? Math.min(...amounts) : null
  return {
    id: product.id,
    handle: product.handle ?? null,
    title: product.title,
    description: product.description ?? null,
    thumbnail: product.thumbnail ?? null,
    categories: (product.categories ?? []).map((category) => ({ handle: category.handle, name: category.name, names: namesOf(category) })),
    optionTitle: product.options?.[0]?.title ?? null,
    variants,
    variantId: buyable[0]?.id ?? null,
    price: lowest === null ? null : { amount: lowest, currencyCode: code },
    priceVaries: new Set(amounts).size > 1,
    content: contentOf(product.content),
  }
}
