/**
 * How many product cards load their picture at once (the first screen on a phone or a wide window); the rest
 * lazily. index.html's inline script (src/app/early-fetch.ts) preloads as many from the early product list.
 */
export const EAGER_PRODUCT_IMAGES = 2
