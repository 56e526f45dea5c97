import type Medusa from "@medusajs/medusa-js"

let loading: Promise<Medusa> | null = null

/** Loads the commerce client module (medusa-js, axios, qs) on first use, once. */
function loadCommerce(): Promise<Medusa> {
  loading ??= import("./commerce-client").then((m) => m.commerce)
  return loading
}

/**
 * Starts loading the commerce client now (a returning signed-in customer's cart needs it right after the
 * session check), so its chunk downloads in parallel instead of after `GET /store/user/me`. A failed load is
 * retried by the first call.
 */
export function preloadCommerce(): void {
  loadCommerce().catch(() => {
    loading = null
  })
}

function lazyMember(path: readonly PropertyKey[]): unknown {
  return new Proxy(function lazyCall() {}, {
    get: (_target, key) => lazyMember([...path, key]),
    apply: async (_target, _this, args: unknown[]) => {
      let owner: unknown = await loadCommerce()
      let member: unknown = owner
      for (const key of path) {
        owner = member
        member = (member as Record<PropertyKey, unknown>)[key]
      }
      return (member as (...a: unknown[]) => unknown).apply(owner, args)
    },
  })
}

/**
 * A stand-in for the commerce client that loads medusa-js only when a method is first called (a
 * signed-out visitor never needs it), keeping the first page's JavaScript small. Calls are async already.
 */
export const lazyCommerce = lazyMember([]) as Medusa
