import { useId } from "react"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import { categoryName, MAX_QUERY_LENGTH, type CategoryChoice, type ProductFilter } from "./product-filter"
import { useDraftText } from "./use-draft-text"

/**
 * The products page's search box and category choice (a labelled search landmark; both fields are plain form
 * controls, so Tab and the arrow keys work), with the number of products shown announced politely.
 */
export function ProductFilterBar({
  filter,
  categories,
  shown,
  total,
  onChange,
}: {
  filter: ProductFilter
  categories: CategoryChoice[]
  shown: number
  total: number
  onChange: (next: ProductFilter) => void
}) {
  const t = useText()
  const locale = useLocale()
  const id = useId()
  const [query, setQuery] = useDraftText(filter.query, (text) => onChange({ ...filter, query: text }))
  return (
    <form role="search" className="product-filter" aria-label={t("browse.search")} onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t("browse.search")}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {categories.length ? (
        <div className="field">
          <label htmlFor={`${id}-category`}>{t("browse.category")}</label>
          <select id={`${id}-category`} value={filter.category} onChange={(event) => onChange({ ...filter, category: event.target.value })}>
            <option value="">{t("browse.allCategories")}</option>
            {categories.map((category) => (
              <option key={category.handle} value={category.handle}>
                {t("browse.categoryOption", { name: categoryName(category, locale), count: category.count })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p className="product-filter-count muted" role="status" aria-live="polite">
        {shown === total ? t("browse.resultCount", { total }) : t("browse.resultCountOf", { shown, total })}
      </p>
    </form>
  )
}
