import { useCallback, useMemo } from "react"
import { useSearchParams } from "react-router-dom"
import { filterFromParams, filterToParams, type ProductFilter } from "./product-filter"

/**
 * The products page's filter, owned by the URL (`?q=&category=`): a reload, a shared link or Back keeps it. Changes
 * replace the history entry, so typing does not leave one entry per keystroke.
 */
export function useProductFilter(): [ProductFilter, (next: ProductFilter) => void] {
  const [params, setParams] = useSearchParams()
  const filter = useMemo(() => filterFromParams(params), [params])
  const change = useCallback((next: ProductFilter) => setParams((current) => filterToParams(next, current), { replace: true }), [setParams])
  return [filter, change]
}
