/**
 * The lazy route chunks of the checkout path (cart, checkout, order confirmation). The routes load them
 * through these functions, and an approved customer's browser fetches them ahead, when it is idle
 * ({@link prefetchCheckoutChunks}), so no chunk load sits between "Add to cart" and the confirmation.
 */
export const checkoutChunks = {
  cart: loadOnce(() => import("../features/cart/cart-page")),
  checkout: loadOnce(() => import("../features/checkout/checkout-page")),
  orderConfirmed: loadOnce(() => import("../features/order/order-confirmed-page")),
}

/**
 * One load shared by the prefetch and the route, so a module is never imported twice at once (a module
 * runner may hand the second import the half-evaluated module); a failed load is forgotten so the next
 * call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}

type IdleWindow = { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (handle: number) => void }

/**
 * Loads the checkout path's chunks once the browser is idle (at most `timeout` ms later); a failed load
 * is ignored (the route loads it again when opened). Returns a function that cancels a load not yet started.
 */
export function prefetchCheckoutChunks(
  timeout = 2000,
  target: IdleWindow & Pick<Window, "setTimeout" | "clearTimeout"> = window,
  chunks: ReadonlyArray<() => Promise<unknown>> = Object.values(checkoutChunks)
): () => void {
  const load = () => {
    for (const chunk of chunks) void chunk().catch(() => undefined)
  }
  if (target.requestIdleCallback && target.cancelIdleCallback) {
    const handle = target.requestIdleCallback(load, { timeout })
    return () => target.cancelIdleCallback?.(handle)
  }
  const handle = target.setTimeout(load, 1)
  return () => target.clearTimeout(handle)
}
