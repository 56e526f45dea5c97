// @vitest-environment node
import { createRequire } from "node:module"
import type { MiddlewareRoute, MiddlewaresConfig } from "@medusajs/medusa"
import { describe, expect, it, vi } from "vitest"
import type { Guard } from "../../backend/src/api/guards/guard"
import type { GuardName } from "../../backend/src/api/guards/order"
import type { RoutePolicy } from "../../backend/src/api/surface/routes"

/** Express 4's path matcher (path-to-regexp 0.1, untyped). */
const pathToRegexp = createRequire(import.meta.url)("path-to-regexp") as (path: string, keys: unknown[], options: { end: boolean; strict: boolean; sensitive: boolean }) => RegExp

type Handler = (req: never, res: never, next: () => void) => void
/**
 * The backend's modules, loaded at run time only: the type check of the tests stops at the types above (the backend's
 * own tsconfig checks its sources, with the decorators its models need).
 */
const backend = {
  middlewares: () => import(/* @vite-ignore */ "../../backend/src/api/" + "middlewares") as Promise<{ config: MiddlewaresConfig }>,
  caller: () =>
    import(/* @vite-ignore */ "../../backend/src/api/pipeline/" + "caller") as Promise<{
      authenticateOnce: Handler
      callerOf: (req: never) => { customerId: string | undefined }
    }>,
  generate: () =>
    import(/* @vite-ignore */ "../../backend/src/api/pipeline/" + "generate") as Promise<{
      guardedRoutes: (routes: readonly RoutePolicy[], guards: Record<GuardName, Guard>) => MiddlewareRoute[]
    }>,
  guards: () => import(/* @vite-ignore */ "../../backend/src/api/" + "guards") as Promise<{ GUARDS: Record<GuardName, Guard> }>,
  routes: () => import(/* @vite-ignore */ "../../backend/src/api/surface/" + "routes") as Promise<{ ROUTES: readonly RoutePolicy[] }>,
}

/** Medusa's customer authentication, tagged so the layers a request passes can be counted. */
const AUTH = Symbol("authenticateCustomer")
type Tagged = { [AUTH]?: true }

/** How many times Medusa's customer strategies ran (the tagged stand-in signs in `customer_1` when the request has a session). */
const passportRuns = vi.hoisted(() => ({ count: 0 }))

vi.mock("@medusajs/medusa", async (original) => {
  const medusa = await original<Record<string, unknown>>()
  const authenticateCustomer = () =>
    Object.assign(
      (req: { session?: { customer_id?: string }; user?: unknown }, _res: unknown, next: () => void) => {
        passportRuns.count += 1
        if (req.session?.customer_id) req.user = { customer_id: req.session.customer_id }
        next()
      },
      { [AUTH]: true }
    )
  return { ...medusa, authenticateCustomer }
})

/**
 * The layers Express runs for `method path`, in order, as Medusa registers the configuration: an entry with methods is a
 * route of those methods (whole path), an entry with "USE" a prefix match.
 */
function layersFor(routes: MiddlewareRoute[], method: string, path: string) {
  return routes.flatMap((route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method ?? "USE"]) as string[]
    const use = methods.includes("USE")
    if (!use && !methods.includes(method)) return []
    const regexp = pathToRegexp(route.matcher as string, [], { end: !use, strict: false, sensitive: false })
    return regexp.test(path) ? route.middlewares ?? [] : []
  }) as Tagged[]
}

describe("the request pipeline of Add to cart (POST /store/carts/{id}/line-items)", () => {
  it("authenticates the customer once and leaves the body to the gate's one parse", async () => {
    const { config } = await backend.middlewares()
    const { authenticateOnce } = await backend.caller()
    const layers = layersFor(config.routes ?? [], "POST", "/store/carts/cart_1/line-items")
    const authentications = layers.filter((layer) => layer[AUTH] || (layer as unknown) === authenticateOnce).length
    const figures = { layers: layers.length, authentications }
    console.log("add to cart:", figures)
    // Before the pipeline: 22 layers, 3 authentications (the /store caller rule, the cart's ownership, the purchase
    // permission) and 2 JSON parsers after the gate's read (the permission's and the limits'; now none is left).
    expect(figures.authentications).toBe(1)
  }, 120_000)
})

describe("the pipeline generated from the route table", () => {
  /** Guards that only say their name, to read the order the generator put them in. */
  const named = async () => {
    const { GUARD_ORDER } = await import("../../backend/src/api/guards/order")
    return Object.fromEntries(GUARD_ORDER.map((name) => [name, () => Object.assign(() => undefined, { guard: name })])) as never
  }
  const sample = { method: "POST", path: "/store/carts/:id/line-items", caller: "customer", touches: "a sample" } as const

  it("runs a route's guards in the one declared order, whatever order the entry lists them in", async () => {
    const { guardedRoutes } = await backend.generate()
    const [entry, ...others] = guardedRoutes([{ ...sample, guards: ["lineWithPayment", "cartLimits", "approvalFreeze", "cartTurn", "mayBuy", "cartOwner"] }], await named())
    expect(others).toEqual([])
    expect(entry).toMatchObject({ matcher: "/store/carts/:id/line-items", method: ["POST"], bodyParser: false })
    const guards = (entry.middlewares ?? []).slice(1).map((layer) => (layer as { guard?: string }).guard)
    expect(guards).toEqual(["cartOwner", "cartTurn", "mayBuy", "cartLimits", "approvalFreeze", "lineWithPayment"])
  }, 120_000)

  it("authenticates in no guard entry: the caller step before them does, once for every /store request", async () => {
    const { config } = await backend.middlewares()
    const { authenticateOnce, callerOf } = await backend.caller()
    const { ROUTES } = await backend.routes()
    const entries = config.routes ?? []
    // Staff routes are authenticated by Medusa's admin authentication (the caller step reads their body once staff).
    const guarded = ROUTES.filter((route) => route.guards?.length && route.path.startsWith("/store/"))
    expect(guarded.length).toBeGreaterThan(10)
    for (const route of guarded) {
      const layers = layersFor(entries, route.method, route.path.replace(/:\w+/g, "x_1"))
      expect(layers.filter((layer) => layer[AUTH]), `${route.method} ${route.path}`).toHaveLength(0)
      expect(layers.indexOf(authenticateOnce as never), `${route.method} ${route.path}`).toBeGreaterThanOrEqual(0)
    }
    // Run twice (a prefix entry's requireCustomer() after the caller step), Medusa's strategies run once.
    const req = { session: { customer_id: "customer_1" } } as never
    const before = passportRuns.count
    authenticateOnce(req, {} as never, () => undefined)
    authenticateOnce(req, {} as never, () => undefined)
    expect(passportRuns.count - before).toBe(1)
    expect(callerOf(req).customerId).toBe("customer_1")
  }, 120_000)

  it("guards every route naming a cart with its owner, and every write to a cart with the approval freeze", async () => {
    const { ROUTES } = await backend.routes()
    const cartRoutes = ROUTES.filter((route) => /^\/store\/(carts\/:id|shipping-options\/:cart_id)(\/|$)/.test(route.path) && !route.refused)
    expect(cartRoutes.length).toBeGreaterThan(10)
    expect(cartRoutes.filter((route) => !route.guards?.includes("cartOwner")).map((route) => `${route.method} ${route.path}`)).toEqual([])
    const writes = cartRoutes.filter((route) => route.method !== "GET")
    expect(writes.filter((route) => !route.guards?.includes("approvalFreeze")).map((route) => `${route.method} ${route.path}`)).toEqual([])
  }, 120_000)

  it("runs an entry's guards only for the route the gate chose, or the table's route when no gate stood in front", async () => {
    const { guardedRoutes } = await backend.generate()
    const literal = { method: "POST", path: "/store/payment-collections/:id/sessions/batch", caller: "customer", touches: "a", guards: ["cartOwner"] } as const
    const param = { ...literal, path: "/store/payment-collections/:id/sessions/:session_id" } as const
    const [entry] = guardedRoutes([param], await named())
    const first = (entry.middlewares ?? [])[0] as (req: unknown, res: unknown, next: (arg?: unknown) => void) => void
    const run = (locals: Record<string, unknown>, url: string) => {
      let went: unknown = "not called"
      first({ method: "POST", originalUrl: url }, { locals }, (arg?: unknown) => (went = arg))
      return went
    }
    expect(run({ surfaceRoute: literal }, "/store/payment-collections/p_1/sessions/batch")).toBe("route")
    expect(run({ surfaceRoute: param }, "/store/payment-collections/p_1/sessions/ps_1")).toBeUndefined()
    const { ROUTES } = await backend.routes()
    const addToCart = ROUTES.filter((route) => route.method === "POST" && route.path === "/store/carts/:id/line-items")
    const [tableEntry] = guardedRoutes(addToCart, await named())
    const tableFirst = (tableEntry.middlewares ?? [])[0] as typeof first
    let went: unknown = "not called"
    tableFirst({ method: "POST", originalUrl: "/store/carts/cart_1/line-items?x=1" }, { locals: {} }, (arg?: unknown) => (went = arg))
    expect(went).toBeUndefined()
  }, 120_000)

  it("refuses at generation a guard name it does not know, one declared twice, or a guard without a rule for the route", async () => {
    const { guardedRoutes } = await backend.generate()
    const { GUARDS } = await backend.guards()
    expect(() => guardedRoutes([{ ...sample, guards: ["cartOwner", "nonsense" as never] }], GUARDS)).toThrow(/no guard named nonsense/)
    expect(() => guardedRoutes([{ ...sample, guards: ["cartOwner", "cartOwner"] }], GUARDS)).toThrow(/declared twice/)
    expect(() => guardedRoutes([{ ...sample, path: "/store/carts/:id/shipping-methods", guards: ["mayBuy"] }], GUARDS)).toThrow(/mayBuy has no rule/)
  }, 120_000)
})

describe("every route's rules declared in the route table", () => {
  /** The rules of the former area middlewares, each on the route it guards (a guard missing from its route fails). */
  const DECLARED: readonly (readonly [string, GuardName])[] = [
    ["POST /store/customers/me/addresses", "servedCountry"],
    ["POST /store/customers/me/addresses/:address_id", "servedCountry"],
    ["GET /store/user/products", "queriesCounted"],
    ["GET /store/user/products", "answerCompressed"],
    ["GET /store/orders/list", "queriesCounted"],
    ["GET /store/orders/list", "answerCompressed"],
    ["GET /store/gift-cards/:code", "giftCardCode"],
    ["POST /store/carts/:id/complete", "paymentStandingAnswer"],
    ["POST /store/returns", "returnable"],
    ["POST /store/swaps", "swapReturnable"],
    ["GET /store/swaps/:cart_id", "swapOwner"],
    ["GET /store/order-edits/:id", "orderEditOwner"],
    ["POST /store/order-edits/:id/decline", "orderEditOwner"],
    ["POST /store/order-edits/:id/complete", "orderEditOwner"],
    ["GET /store/payment-collections/:id", "paymentCollectionOwner"],
    ["POST /store/payment-collections/:id/sessions", "paymentCollectionOwner"],
    ["POST /store/payment-collections/:id/sessions", "editPaidTheCustomersWay"],
    ["POST /store/payment-collections/:id/sessions/:session_id", "paymentCollectionOwner"],
    ["POST /store/payment-collections/:id/sessions/:session_id/authorize", "paymentCollectionOwner"],
    ["POST /admin/customers", "namesAtMostMax"],
    ["POST /admin/customers/:id", "namesAtMostMax"],
    ["POST /store/approvals/:id/approve", "stockWrite"],
    ["POST /admin/orders/:id/fulfillment", "stockWrite"],
    ["POST /admin/orders/:id/cancel", "stockWrite"],
    ["POST /admin/orders/:id/return", "stockWrite"],
    ["POST /admin/orders/:id/claims", "stockWrite"],
    ["POST /admin/orders/:id/swaps", "stockWrite"],
    ["POST /admin/reservations", "stockWrite"],
    ["POST /admin/reservations/:id", "stockWrite"],
    ["DELETE /admin/reservations/:id", "stockWrite"],
    ["POST /admin/inventory-items/:id/location-levels", "stockWrite"],
    ["POST /admin/inventory-items/:id/location-levels/:location_id", "stockWrite"],
    ["DELETE /admin/inventory-items/:id/location-levels/:location_id", "stockWrite"],
  ]

  it("declares each rule on its route, which the gate finds over /admin/* and whose configured layers run the guard", async () => {
    const { config } = await backend.middlewares()
    const { ROUTES } = await backend.routes()
    const { GUARDS } = await backend.guards()
    const { policyOf } = (await import(/* @vite-ignore */ "../../backend/src/api/surface/" + "match")) as { policyOf: (method: string, path: string) => RoutePolicy | undefined }
    for (const [key, name] of DECLARED) {
      const [method, path] = key.split(" ")
      const route = ROUTES.find((entry) => entry.method === method && entry.path === path)
      expect(route?.guards, key).toContain(name)
      const concrete = path.replace(/:\w+/g, "x_1")
      expect(policyOf(method, concrete), key).toBe(route)
      const handlers = [GUARDS[name](route!)].flat()
      const layers = layersFor(config.routes ?? [], method, concrete) as unknown[]
      for (const handler of handlers) expect(layers, `${key}: ${name}`).toContain(handler)
    }
  }, 120_000)
})
