import type { Customer } from "../../machines/domain.types"
import type { Api } from "../api"
import type { SessionHint } from "../lib/session-hint"
import { discardEarlyFetches, PRODUCTS_PAGE_PATH } from "./early-fetch"

type ProductList = Awaited<ReturnType<Api["store"]["approvedProductList"]>>

let earlyCustomer: Promise<Customer> | undefined
let earlyProducts: Promise<ProductList> | undefined
/** The language the early product list was asked in (the page's at load). */
let earlyLocale = "en"

/** Keeps a request's rejection for its consumer without an "unhandled rejection" in the meantime. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}

/**
 * The requests a returning signed-in customer's first screen waits for, started as the page's script runs
 * instead of after the route chunk, React's first render and the session check (docs/performance.md,
 * "Storefront (Lighthouse)"). Only with the signed-in hint (a signed-out visitor asks nothing):
 * - `GET /store/user/me`, which the auth machine's session restore then uses ({@link takeEarlyCustomer});
 * - on `/products`, the product list in the customer's own region, which the product query uses when the
 *   cart's region is that one ({@link takeEarlyProducts});
 * - `preload()`: the commerce client's chunk, which the cart needs next.
 */
export function startEarlyRequests(options: {
  api: Pick<Api["store"], "me" | "approvedProductList">
  hint: SessionHint
  pathname: string
  preload?: () => void
  locale?: string
}): void {
  if (!options.hint.read()) return
  options.preload?.()
  earlyCustomer = quiet(options.api.me())
  earlyLocale = options.locale ?? "en"
  if (PRODUCTS_PAGE_PATH.test(options.pathname)) earlyProducts = quiet(options.api.approvedProductList(undefined, earlyLocale))
}

/** The early `GET /store/user/me`, once (the page load's session restore); undefined when none was started. */
export function takeEarlyCustomer(): Promise<Customer> | undefined {
  const customer = earlyCustomer
  earlyCustomer = undefined
  return customer
}

/**
 * The early product list, without handing it over: what the products page shows while the cart still resolves
 * its region (the list is priced in the customer's own region, which the cart's region almost always is; the
 * query for the cart's region takes over once it is known). Undefined when none was started.
 */
export function peekEarlyProducts(locale = "en"): Promise<ProductList> | undefined {
  return locale === earlyLocale ? earlyProducts : undefined
}

/**
 * The early product list when it is priced for `regionId` in `locale`, once; undefined when none was started, it
 * failed, or it is priced for another region or written in another language (the caller then asks for its own).
 */
export async function takeEarlyProducts(regionId: string | undefined, locale = "en"): Promise<ProductList["products"] | undefined> {
  const pending = earlyProducts
  if (!pending || !regionId || locale !== earlyLocale) return undefined
  earlyProducts = undefined
  const list = await pending.catch(() => undefined)
  return list && list.region_id === regionId ? list.products : undefined
}

/**
 * Forgets every early answer not yet taken (and the inline script's), so nothing read for the page load's customer
 * reaches the next one: called when that session ends or another customer signs in.
 */
export function forgetEarlyRequests(): void {
  earlyCustomer = undefined
  earlyProducts = undefined
  discardEarlyFetches()
}
