import type { CategoryTag, ProductCardData } from "../../models/product-model"

/** What the products page is narrowed to: words of the product's name, and one category's handle ("" for all). */
export interface ProductFilter {
  query: string
  category: string
}

/** No narrowing: every approved product. */
export const NO_FILTER: ProductFilter = { query: "", category: "" }

/** The URL parameters that carry the filter, so a reload or a shared link keeps it. */
const PARAM = { query: "q", category: "category" } as const

/** Longest search text kept from the URL or the box. */
export const MAX_QUERY_LENGTH = 100

/** A product prepared once for filtering: its name as a search key and its categories' handles. */
export interface IndexedProduct {
  product: ProductCardData
  key: string
  categories: ReadonlySet<string>
}

/** A category offered by the filter, with how many of the approved products it lists. */
export interface CategoryChoice extends CategoryTag {
  count: number
}

/** Text compared without case, accents or repeated spaces: "Müllerian " and "mullerian" are the same key. */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
}

/** Prepares the list once (per list, not per keystroke). */
export function indexProducts(products: readonly ProductCardData[]): IndexedProduct[] {
  return products.map((product) => ({
    product,
    key: searchKey(product.title),
    categories: new Set(product.categories.map((c) => c.handle)),
  }))
}

/**
 * The products matching the filter, in the list's order: every word of the query appears in the product's name
 * (in any order, any case, accents ignored) or the backend's search found the product (`found`: its ids), and the
 * product is in the category when one is chosen.
 */
export function filterProducts(index: readonly IndexedProduct[], filter: ProductFilter, found: readonly string[] = []): ProductCardData[] {
  const words = searchKey(filter.query).split(" ").filter(Boolean)
  const foundIds = new Set(found)
  const matches = (entry: IndexedProduct) => words.every((word) => entry.key.includes(word)) || foundIds.has(entry.product.id)
  return index
    .filter((entry) => (!filter.category || entry.categories.has(filter.category)) && matches(entry))
    .map((entry) => entry.product)
}

/**
 * The categories of the approved products, each once with its product count, in order of first appearance. A
 * chosen category no product has (an old link) is still offered, with 0, so the choice stays visible.
 */
export function categoryChoices(products: readonly ProductCardData[], chosen = ""): CategoryChoice[] {
  const choices = new Map<string, CategoryChoice>()
  for (const product of products) {
    for (const category of product.categories) {
      const known = choices.get(category.handle)
      if (known) known.count++
      else choices.set(category.handle, { ...category, count: 1 })
    }
  }
  if (chosen && !choices.has(chosen)) choices.set(chosen, { handle: chosen, name: chosen, names: {}, count: 0 })
  return [...choices.values()]
}

/** A category's name in the page's language, else Medusa's name. */
export function categoryName(category: CategoryTag, locale: string): string {
  return category.names[locale] ?? category.name
}

/** The filter the URL's query string carries (`?q=&category=`). */
export function filterFromParams(params: URLSearchParams): ProductFilter {
  return {
    query: (params.get(PARAM.query) ?? "").slice(0, MAX_QUERY_LENGTH),
    category: params.get(PARAM.category) ?? "",
  }
}

/** The query string with the filter written into it (empty parts left out); other parameters are kept. */
export function filterToParams(filter: ProductFilter, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current)
  const query = filter.query.slice(0, MAX_QUERY_LENGTH)
  if (query.trim()) next.set(PARAM.query, query)
  else next.delete(PARAM.query)
  if (filter.category) next.set(PARAM.category, filter.category)
  else next.delete(PARAM.category)
  return next
}
