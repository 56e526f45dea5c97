import type { FeaturedProductList } from "@clinic-store/contract"
import type { StoreRequest } from "./store-request"

/** English is the product routes' default language: left out, so an English page asks the same URL as index.html's early request. */
function nonDefaultLocale(locale: string | undefined): string | undefined {
  return locale && locale !== "en" ? locale : undefined
}

/** The products a customer may see and buy (`/store/user/products`, `/store/featured-products`, Medusa's catalogue). */
export function createCatalogueApi(request: StoreRequest) {
  return {
    /** The products the customer may buy, their texts in `locale` (English is the server's default, so it is not sent). */
    approvedProducts: async (regionId?: string, locale?: string) =>
      (await request<{ products: Array<Record<string, unknown>> }>("GET", "/user/products/", { query: { region_id: regionId, locale: nonDefaultLocale(locale) } })).products,
    /**
     * The ids of the customer's products matching the search words `q` (titles, categories, collections, descriptions
     * in every language, typos tolerated: `GET /user/products/?q=`), in the list's order.
     */
    searchProductIds: async (q: string, regionId?: string, locale?: string) =>
      (await request<{ products: Array<{ id: string }> }>("GET", "/user/products/", { query: { q, region_id: regionId, locale: nonDefaultLocale(locale) } })).products.map((p) => p.id),
    /** The same list with the region and currency it is priced in (without `regionId`: the customer's own region). */
    approvedProductList: (regionId?: string, locale?: string) =>
      request<{ products: Array<Record<string, unknown>>; region_id: string | null; currency_code?: string | null }>("GET", "/user/products/", {
        query: { region_id: regionId, locale: nonDefaultLocale(locale) },
      }),
    /** The home page's public teaser: a few products with "from" list prices, in `locale` (`GET /store/featured-products`). */
    featuredProducts: (locale: string, regionId?: string) => request<FeaturedProductList>("GET", "/featured-products", { query: { locale, region_id: regionId } }),
    /** The shipping options' names staff translated into `locale`: `{ [optionId]: name }`. */
    shippingOptionNames: async (locale: string) => (await request<{ names: Record<string, string> }>("GET", "/shipping-option-names", { query: { locale } })).names,
    /** A product of the public catalogue by handle (Medusa's `GET /store/products?handle=`); null when none. */
    catalogProduct: async (handle: string, regionId?: string) =>
      (await request<{ products: Array<Record<string, unknown>> }>("GET", "/products", { query: { handle, region_id: regionId } })).products[0] ?? null,
    canPurchase: (productId: string) =>
      request<{ product_id: string; can_purchase: boolean }>("GET", `/user/can-purchase/${encodeURIComponent(productId)}`),
  }
}
