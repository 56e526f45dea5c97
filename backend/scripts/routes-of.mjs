/**
 * The routes an Express app answers, read from its router: every route handler as "METHOD /path" with Express's
 * own parameter syntax (`/store/carts/:id`). Nested routers (`app.use("/store", router)`) are followed and their
 * mount paths prefixed. Used by the route inventory (backend/scripts/medusa-server.mjs) that tests compare with
 * the store's allow-list (backend/src/api/surface/routes.ts).
 */

/** The mount path of a `use` layer, rebuilt from the regular expression Express compiled it to. */
function mountPath(layer) {
  if (layer.regexp && layer.regexp.fast_slash) return ""
  let source = layer.regexp.source.replace(/^\^/, "").replace("\\/?(?=\\/|$)", "").replace(/\$$/, "")
  let key = 0
  source = source.replace(/\(\?:\(\[\^\\\/\]\+\?\)\)/g, () => `:${layer.keys[key++].name}`)
  return source.replace(/\\(.)/g, "$1")
}

function routePaths(route) {
  return (Array.isArray(route.path) ? route.path : [route.path]).map((p) => (p instanceof RegExp ? `regexp:${p.source}` : p))
}

function collect(stack, prefix, out) {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((m) => m !== "_all").map((m) => m.toUpperCase())
      for (const p of routePaths(layer.route)) for (const m of methods.length ? methods : ["ALL"]) out.add(`${m} ${prefix}${p}`)
    } else if (layer.handle && Array.isArray(layer.handle.stack)) {
      collect(layer.handle.stack, prefix + mountPath(layer), out)
    }
  }
  return out
}

/** Every "METHOD /path" the app's router answers, sorted. */
export function routesOf(app) {
  return [...collect(app._router.stack, "", new Set())].map((r) => r.replace(/\/+$/, "") || "/").sort()
}

