import { EAGER_PRODUCT_IMAGES } from "../features/products/first-screen"
import { STORE_LOCALES } from "@clinic-store/contract"
import { LINK_LOCALE_STORAGE_KEY, LOCALE_STORAGE_KEY } from "../lib/locale"
import { SESSION_HINT_COOKIE } from "../lib/session-hint"
import { publishableKeyHeaders } from "../api/publishable-key"

/** The window property where the inline script leaves the responses it started, by URL. */
const EARLY_FETCHES = "__clinicStoreEarlyFetches"

/** The page whose product list is asked for before the application starts (the products page). */
export const PRODUCTS_PAGE_PATH = /^\/products\/?$/

/** What the inline script needs to know; serialised into index.html at build time. */
export interface EarlyFetchConfig {
  /** The backend's store routes, e.g. `https://api.example.com/store` (no trailing slash). */
  storeUrl: string
  /** `GET {backend}/idp/me` when the local identity provider is the store's (not Clerk), else null. */
  identityUrl: string | null
  hintCookie: string
  productsPagePath: string
  global: string
  /** Built JavaScript files the page will import next: for every signed-in page, and for the products page. */
  modules: { signedIn: string[]; productsPage: string[] }
  /** How many of the product list's first pictures (`thumbnail`) the products page shows at once. */
  eagerImages: number
  /** The languages and where the page's language is kept, to ask the product list in it (as src/lib/locale.ts picks it). */
  locales: readonly string[]
  localeKeys: { linked: string; stored: string }
  /** The store calls' headers: the publishable key header when `VITE_MEDUSA_PUBLISHABLE_KEY` is set (as the clients send it). */
  storeHeaders: Record<string, string>
}

/** The inline script's settings for a backend, its identity provider and the build's files. */
export function earlyFetchConfig(options: { backendUrl: string; localIdentity: boolean; publishableKey?: string; modules?: EarlyFetchConfig["modules"] }): EarlyFetchConfig {
  const backend = options.backendUrl.replace(/\/$/, "")
  return {
    storeUrl: `${backend}/store`,
    identityUrl: options.localIdentity ? `${backend}/idp/me` : null,
    hintCookie: SESSION_HINT_COOKIE,
    productsPagePath: PRODUCTS_PAGE_PATH.source,
    global: EARLY_FETCHES,
    modules: options.modules ?? { signedIn: [], productsPage: [] },
    eagerImages: EAGER_PRODUCT_IMAGES,
    locales: STORE_LOCALES,
    localeKeys: { linked: LINK_LOCALE_STORAGE_KEY, stored: LOCALE_STORAGE_KEY },
    storeHeaders: publishableKeyHeaders(options.publishableKey),
  }
}

/**
 * Runs inline in index.html (src/build/html-performance.ts puts its source there), while the application's
 * JavaScript still downloads. For a returning signed-in customer (the signed-in hint cookie) it starts what the
 * first screen waits for, instead of after that JavaScript has run:
 * - `GET /store/user/me`, the local identity provider's `GET /idp/me` and, on the products page,
 *   `GET /store/user/products/`, at the URLs the application asks (with cookies, and the publishable key header on
 *   the store's); the pending responses are left
 *   by URL for {@link createEarlyAwareFetch};
 * - the JavaScript files those pages import next (the commerce client, the products page's chunk), as module
 *   preloads, and, once the product list answers, the pictures of its first cards (the page's largest paint).
 * A signed-out visitor asks nothing. It must stay self-contained: it is serialised with
 * Function.prototype.toString, so it may use only its argument and the browser's globals.
 */
export function startEarlyFetches(config: EarlyFetchConfig): void {
  // The signed-in hint as createSessionHint().read() reads it (src/lib/session-hint.ts); no import can run here.
  if (!document.cookie.split(/;\s*/).includes(`${config.hintCookie}=1`)) return
  const onProductsPage = new RegExp(config.productsPagePath).test(location.pathname)
  // The page's language as pickLocale works it out: ?lang=, this visit's link, the switcher's choice, the browser.
  const supported = (tag: string | null | undefined) => {
    const language = tag?.trim().toLowerCase().split(/[-_]/)[0]
    return config.locales.find((locale) => locale === language)
  }
  const read = (storage: () => Storage, key: string) => {
    try {
      return storage().getItem(key)
    } catch {
      return null
    }
  }
  const query = new URLSearchParams(location.search).get("lang")
  const locale = query?.trim()
    ? (supported(query) ?? "en")
    : (supported(read(() => sessionStorage, config.localeKeys.linked)) ??
      supported(read(() => localStorage, config.localeKeys.stored)) ??
      (navigator.languages?.length ? navigator.languages : [navigator.language]).map(supported).find(Boolean) ??
      "en")
  // English is the route's default and is not sent (the application asks the same URL).
  const productsUrl = config.storeUrl + "/user/products/" + (locale === "en" ? "" : `?locale=${locale}`)
  const urls = [config.storeUrl + "/user/me"]
  if (config.identityUrl) urls.push(config.identityUrl)
  if (onProductsPage) urls.push(productsUrl)
  const fetches: Record<string, Promise<Response>> = {}
  for (const url of urls) {
    const store = url.startsWith(config.storeUrl + "/")
    const response = fetch(url, { headers: { Accept: "application/json", ...(store ? config.storeHeaders : {}) }, credentials: "include" })
    response.catch(() => undefined) // the application reads the failure; no "unhandled rejection" before then
    fetches[url] = response
  }
  Reflect.set(window, config.global, fetches)
  const preload = (href: string, as?: string) => {
    const link = document.createElement("link")
    link.rel = as ? "preload" : "modulepreload"
    if (as) link.setAttribute("as", as)
    else link.crossOrigin = "" // as the entry script's crossorigin: the later import() then finds this fetch
    link.href = href
    document.head.appendChild(link)
  }
  fetches[productsUrl]
    ?.then((response) => (response.ok ? response.clone().json() : null))
    .then((list: { products?: Array<{ thumbnail?: string | null }> } | null) => {
      for (const product of (list?.products ?? []).slice(0, config.eagerImages)) if (product.thumbnail) preload(product.thumbnail, "image")
    })
    .catch(() => undefined)
  const modules = onProductsPage ? config.modules.signedIn.concat(config.modules.productsPage) : config.modules.signedIn
  for (const href of modules) preload(href)
}

/**
 * Drops the inline script's answers nobody took: they belong to the customer of the page load, so they go when that
 * customer's session ends (src/session/use-session-lifecycle.ts).
 */
export function discardEarlyFetches(target: object = window): void {
  Reflect.deleteProperty(target, EARLY_FETCHES)
}

/**
 * `fetch`, except that a GET of a URL the inline script already asked for takes that response, once (a retry, or
 * any later call, asks again). Without the inline script (the development server, tests) it is plain `fetch`.
 */
export function createEarlyAwareFetch(
  target: object = window,
  fetchImpl: typeof fetch = (...args) => fetch(...args)
): typeof fetch {
  return (input, init) => {
    const fetches = Reflect.get(target, EARLY_FETCHES) as Record<string, Promise<Response> | undefined> | undefined
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    const early = (init?.method ?? "GET").toUpperCase() === "GET" ? fetches?.[url] : undefined
    if (!early) return fetchImpl(input, init)
    delete fetches![url]
    return early
  }
}
