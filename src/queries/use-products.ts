import { useQuery } from "@tanstack/react-query"
import { peekEarlyProducts, takeEarlyProducts } from "../app/early-requests"
import { useLocale } from "../i18n/locale-context"
import { useApi } from "../api/api-provider"
import { regionForVisitor } from "../api/regions"
import { queryKeys } from "./query-keys"
import { useCustomerScope } from "./use-customer-scope"

/**
 * Products the customer is approved to buy (`GET /store/user/products/`), their texts in the page's language; the
 * page load's early request (src/app/early-requests.ts) answers it when it was priced for the same region and language.
 */
export function useApprovedProducts(regionId?: string, enabled = true) {
  const api = useApi()
  const customerId = useCustomerScope()
  const locale = useLocale()
  return useQuery({
    queryKey: queryKeys.approvedProducts(customerId, regionId, locale),
    queryFn: async () => (await takeEarlyProducts(regionId, locale)) ?? api.store.approvedProducts(regionId, locale),
    enabled,
  })
}

/** Search words shorter than this are left to the page's own (name) filter: too short to match by similarity. */
const MIN_SEARCH_LENGTH = 3

/**
 * The ids of the approved products the backend finds for `query` (names, categories, collections, descriptions,
 * typos tolerated); undefined while none is asked for or the answer is still on its way.
 */
export function useProductSearch(query: string, regionId: string | undefined) {
  const api = useApi()
  const customerId = useCustomerScope()
  const locale = useLocale()
  const words = query.trim().replace(/\s+/g, " ")
  const search = useQuery({
    queryKey: queryKeys.productSearch(customerId, regionId, locale, words),
    queryFn: () => api.store.searchProductIds(words, regionId, locale),
    enabled: words.length >= MIN_SEARCH_LENGTH,
    staleTime: 60_000,
  })
  return words.length >= MIN_SEARCH_LENGTH ? search.data : undefined
}

/**
 * The page load's early product list (src/app/early-requests.ts) with the currency it is priced in, while
 * `waiting` (the cart has no region yet, or its region's list is still loading); undefined without one. It lets
 * the list paint before the cart is ready.
 */
export function useEarlyProductsPreview(waiting: boolean) {
  const locale = useLocale()
  const early = waiting ? peekEarlyProducts(locale) : undefined
  const customerId = useCustomerScope()
  const query = useQuery({
    queryKey: queryKeys.approvedProducts(customerId, "early-preview", locale),
    queryFn: () => early!,
    enabled: Boolean(early),
    staleTime: Infinity,
    gcTime: 0, // one page load's preview: gone once the products page unmounts
    retry: false,
  })
  return waiting && query.data?.currency_code ? { products: query.data.products, currencyCode: query.data.currency_code } : undefined
}

/** Whether one product may be purchased (`GET /store/user/can-purchase/{id}`). */
export function useCanPurchase(productId: string) {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({ queryKey: queryKeys.canPurchase(customerId, productId), queryFn: () => api.store.canPurchase(productId) })
}

/** A product of the public catalogue by handle, for a product page outside the customer's approved list. */
export function useCatalogProduct(handle: string, regionId: string | undefined, enabled: boolean) {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({ queryKey: queryKeys.catalogProduct(customerId, handle, regionId), queryFn: () => api.store.catalogProduct(handle, regionId), enabled })
}

/**
 * The home page's public teaser in the page's language (`GET /store/featured-products`), priced in the visitor's
 * region (`regionForVisitor`: the country the page's language names — Danish: Denmark, Spanish: Spain; English names
 * none —, else the country the browser's languages name, else the store's home market): the currency the visitor's
 * checkout will most likely be in.
 */
export function useFeaturedProducts(enabled: boolean) {
  const api = useApi()
  const locale = useLocale()
  const customerId = useCustomerScope()
  const regions = useQuery({ queryKey: queryKeys.regions(customerId), queryFn: () => api.regions.list(), enabled })
  const regionId = regions.data ? (regionForVisitor(regions.data, [locale, ...(navigator.languages ?? [navigator.language])])?.id ?? null) : null
  const featured = useQuery({
    queryKey: queryKeys.featuredProducts(customerId, locale, regionId),
    queryFn: () => api.store.featuredProducts(locale, regionId ?? undefined),
    // Without regions (their request failed) the backend's region for the language prices the teaser.
    enabled: enabled && (regions.isSuccess || regions.isError),
  })
  return featured
}

/** The shipping options' names in the page's language, where staff translated them (`{ [optionId]: name }`). */
export function useShippingOptionNames() {
  const api = useApi()
  const locale = useLocale()
  const customerId = useCustomerScope()
  return useQuery({ queryKey: queryKeys.shippingOptionNames(customerId, locale), queryFn: () => api.store.shippingOptionNames(locale), enabled: locale !== "en" })
}
