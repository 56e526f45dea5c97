// @vitest-environment node
import type { MiddlewareRoute, MiddlewaresConfig } from "@medusajs/medusa"
import { describe, expect, it } from "vitest"
import type { RoutePolicy } from "../../backend/src/api/surface/routes"
import type { ThrottleName } from "../../backend/src/api/throttles/order"

type Throttles = Record<ThrottleName, readonly unknown[]>
/** The backend's modules, loaded at run time only (the backend's own tsconfig checks its sources). */
const backend = {
  middlewares: () => import(/* @vite-ignore */ "../../backend/src/api/" + "middlewares") as Promise<{ config: MiddlewaresConfig }>,
  routes: () => import(/* @vite-ignore */ "../../backend/src/api/surface/" + "routes") as Promise<{ ROUTES: readonly RoutePolicy[] }>,
  throttles: () => import(/* @vite-ignore */ "../../backend/src/api/" + "throttles") as Promise<{ THROTTLES: Throttles }>,
  staffSteps: async () => ({
    "/admin/auth": ((await import(/* @vite-ignore */ "../../backend/src/api/middlewares/" + "staff-session")) as { renewStaffSession: unknown }).renewStaffSession,
    "/admin/users/password-token": ((await import(/* @vite-ignore */ "../../backend/src/api/middlewares/" + "staff-password-token")) as { staffPasswordToken: unknown })
      .staffPasswordToken,
  }),
  throttled: () =>
    import(/* @vite-ignore */ "../../backend/src/api/pipeline/" + "throttled") as Promise<{
      throttledRoutes: (routes?: readonly RoutePolicy[], throttles?: Throttles) => MiddlewareRoute[]
    }>,
}

/**
 * Every route the store throttles, with the counters it counts against in the order they run: the lists of routes the
 * rate and mail limits kept before the route table declared them. A route dropped from the table's declarations, or a
 * counter dropped from a route, fails here.
 */
const THROTTLED: Record<string, ThrottleName[]> = {
  "POST /idp/sign-in": ["signInPerAddress", "signInPerEmail"],
  "POST /idp/sign-up": ["signInPerAddress", "signInPerEmail"],
  "POST /idp/second-factor": ["signInPerAddress", "signInPerSession"],
  "POST /idp/verify-email": ["signInPerAddress", "signInPerSession"],
  "POST /idp/verify-email/resend": ["signInPerAddress", "signInPerSession", "codesPerIdentity"],
  "POST /idp/password-reset": ["signInPerAddress", "signInPerEmail"],
  "POST /idp/password-reset/confirm": ["signInPerAddress"],
  "POST /idp/password": ["signInPerAddress", "signInPerSession"],
  "GET /store/user/login": ["signInPerAddress", "signInPerToken"],
  "POST /store/auth": ["signInPerAddress", "signInPerEmail"],
  "POST /admin/auth": ["signInPerAddress", "signInPerEmail"],
  "POST /admin/auth/token": ["signInPerAddress", "signInPerEmail"],
  "POST /admin/users/password-token": ["signInPerAddress", "signInPerEmail"],
  "POST /admin/users/reset-password": ["signInPerAddress", "signInPerEmail"],
  "POST /store/contact/form": ["contactForm"],
  "GET /store/gift-cards/:code": ["giftCardLookup"],
  "POST /store/invites": ["invitesPerAccount", "invitesPerClinic"],
}

const entryKey = (entry: MiddlewareRoute) => `${(entry.method as string[]).join()} ${String(entry.matcher)}`

describe("the throttles the route table declares", () => {
  it("throttles every route the store throttled, each with the same counters in the same order", async () => {
    const { throttledRoutes } = await backend.throttled()
    const { THROTTLES } = await backend.throttles()
    const entries = throttledRoutes()
    expect(entries.map(entryKey).sort()).toEqual(Object.keys(THROTTLED).sort())
    for (const entry of entries) {
      const expected = THROTTLED[entryKey(entry)].flatMap((name) => THROTTLES[name])
      const idp = String(entry.matcher).startsWith("/idp/")
      // An /idp route answers with the provider's CORS before any counter, so the storefront can read a 429.
      expect(entry.middlewares?.slice(idp ? 1 : 0), entryKey(entry)).toEqual(expected)
      expect(entry.middlewares, entryKey(entry)).toHaveLength(expected.length + (idp ? 1 : 0))
    }
  }, 120_000)

  it("runs a route's throttles in the one declared order and keeps one counter per throttle for all its routes", async () => {
    const { throttledRoutes } = await backend.throttled()
    const named = Object.fromEntries(Object.values(THROTTLED).flat().map((name) => [name, [name]])) as unknown as Throttles
    const sample = { method: "POST", path: "/store/sample", caller: "anyone", touches: "a sample" } as const
    const [first, second] = throttledRoutes(
      [
        { ...sample, throttles: ["invitesPerClinic", "signInPerSession", "signInPerAddress"] },
        { ...sample, path: "/store/other", throttles: ["signInPerAddress"] },
      ],
      named
    )
    expect(first.middlewares).toEqual(["signInPerAddress", "signInPerSession", "invitesPerClinic"])
    expect(second.middlewares?.[0]).toBe(first.middlewares?.[0])
    expect(() => throttledRoutes([{ ...sample, throttles: ["nonsense" as never] }], named)).toThrow(/no throttle named nonsense/)
    expect(() => throttledRoutes([{ ...sample, throttles: ["contactForm", "contactForm"] }], named)).toThrow(/declared twice/)
  }, 120_000)

  it("puts the throttles in Medusa's configuration before the staff sign-in's new session and the reset token's answer", async () => {
    const { config } = await backend.middlewares()
    const { THROTTLES } = await backend.throttles()
    const routes = config.routes ?? []
    const counter = THROTTLES.signInPerEmail[0]
    for (const [path, step] of Object.entries(await backend.staffSteps())) {
      const entries = routes.filter((entry) => entry.matcher === path && (entry.method as string[]).includes("POST"))
      const throttled = entries.findIndex((entry) => entry.middlewares?.includes(counter as never))
      const stepped = entries.findIndex((entry) => entry.middlewares?.includes(step as never))
      expect(throttled, path).toBeGreaterThanOrEqual(0)
      expect(stepped, path).toBeGreaterThan(throttled)
    }
  }, 120_000)
})
