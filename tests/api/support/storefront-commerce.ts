import { createCommerceClient } from "../../../src/api/commerce-client"

/**
 * The storefront's commerce client (medusa-js over the storefront's transport and retry policy) for a customer
 * session: Node's fetch keeps no cookies, so each request carries the session cookie.
 */
export function storefrontCommerce(baseUrl: string, cookie: string) {
  const withCookie: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set("Cookie", cookie)
    return fetch(input, { ...init, headers })
  }
  return createCommerceClient(baseUrl, withCookie)
}
