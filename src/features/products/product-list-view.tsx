import { useDeferredValue, useMemo } from "react"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import { AsyncContent, EmptyState, type LoadStatus } from "../../ui/async-state"
import { ProductCard } from "./product-card"
import { ProductFilterBar } from "./product-filter-bar"
import { categoryChoices, categoryName, filterProducts, indexProducts, NO_FILTER, type ProductFilter } from "./product-filter"
import { EAGER_PRODUCT_IMAGES } from "./first-screen"
import type { ProductCardData } from "../../models/product-model"

/** Props of the product list. */
export interface ProductListViewProps {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  /** Every approved product; the view shows those matching `filter`. */
  products: ProductCardData[]
  onAddToCart: (product: ProductCardData) => Promise<void>
  /** The search and category choice; without `onFilterChange` no filter is offered. */
  filter?: ProductFilter
  onFilterChange?: (next: ProductFilter) => void
  /** The ids the backend's search found for the filter's words (categories, descriptions, typos), shown too. */
  found?: readonly string[]
}

/** The sentence of an empty result: what the filter asked for, in the page's language. */
function useNoMatchText(filter: ProductFilter, categoryLabel: string): string {
  const t = useText()
  const query = filter.query.trim()
  if (query && filter.category) return t("browse.noMatchInCategory", { query, category: categoryLabel })
  if (query) return t("browse.noMatch", { query })
  return t("browse.noneInCategory", { category: categoryLabel })
}

function FilteredProducts({ products, onAddToCart, filter = NO_FILTER, onFilterChange, found }: Omit<ProductListViewProps, "status" | "error" | "onRetry">) {
  const t = useText()
  const locale = useLocale()
  const index = useMemo(() => indexProducts(products), [products])
  const categories = useMemo(() => categoryChoices(products, filter.category), [products, filter.category])
  // The fields follow every keystroke at once; the (possibly long) list follows when React has time.
  const applied = useDeferredValue(filter)
  const shown = useMemo(() => filterProducts(index, applied, found), [index, applied, found])
  const chosen = categories.find((c) => c.handle === applied.category)
  const noMatch = useNoMatchText(applied, chosen ? categoryName(chosen, locale) : "")
  return (
    <>
      {onFilterChange ? (
        <ProductFilterBar filter={filter} categories={categories} shown={shown.length} total={products.length} onChange={onFilterChange} />
      ) : null}
      {shown.length === 0 ? (
        <EmptyState>
          <p>{noMatch}</p>
          {onFilterChange ? (
            <button type="button" className="button secondary" onClick={() => onFilterChange(NO_FILTER)}>
              {t("browse.showAll")}
            </button>
          ) : null}
        </EmptyState>
      ) : (
        <ul className="product-grid">
          {shown.map((product, position) => (
            <ProductCard key={product.id} product={product} eagerImage={position < EAGER_PRODUCT_IMAGES} onAddToCart={onAddToCart} />
          ))}
        </ul>
      )}
    </>
  )
}

/** The products the customer is approved to buy, narrowed by name and category: picture, name, price, "Add to cart". */
export function ProductListView({ status, error, onRetry, products, onAddToCart, filter, onFilterChange, found }: ProductListViewProps) {
  const t = useText()
  return (
    <section className="page">
      <h1>{t("products.title")}</h1>
      <p className="lead">{t("products.intro")}</p>
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() =>
          products.length === 0 ? (
            <EmptyState>
              <p>{t("products.empty")}</p>
            </EmptyState>
          ) : (
            <FilteredProducts products={products} onAddToCart={onAddToCart} filter={filter} onFilterChange={onFilterChange} found={found} />
          )
        }
      </AsyncContent>
    </section>
  )
}
