/** Retries the storefront asks of the commerce client: 3 (the library default is 0). */
export const COMMERCE_CLIENT_RETRIES = 3
