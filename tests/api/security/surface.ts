import fs from "node:fs"
import { inject } from "vitest"
import { policyOf } from "../../../backend/src/api/surface/match"
import { CLOSED_ROUTES, ROUTES, type RoutePolicy } from "../../../backend/src/api/surface/routes"
import { agent } from "../support/client"
import { goodClaims, localSigningKey, signRs256 } from "../support/identity"
import { uniqueEmail } from "../support/client"

export { CLOSED_ROUTES, ROUTES, policyOf }

/**
 * The routes the running test backend answers, as its router holds them (written at start by
 * backend/scripts/medusa-server.mjs). Left out: CORS preflight entries, the middleware matchers with `*` and the
 * back office's page files (/app).
 */
export function answeredRoutes(): string[] {
  const all = JSON.parse(fs.readFileSync(inject("routeInventoryFile"), "utf8")) as string[]
  const routes = all.filter((route) => !route.startsWith("OPTIONS ") && !route.includes("*") && !/^\w+ \/app(\/|$)/.test(route))
  return [...new Set(routes)]
}

export const key = (route: Pick<RoutePolicy, "method" | "path">) => `${route.method} ${route.path}`

/** The listed routes with a concrete path: wildcards and parameters filled with `value`. */
export function concretePath(path: string, value = "x_1"): string {
  return path.replace(/:[A-Za-z_]+/g, value).replace(/\/\*$/, "/products")
}

/** The listed routes that take a body of named fields (not the back office's open bodies). */
export const writableRoutes = ROUTES.filter((route) => route.method !== "GET" && !route.refused && !route.body?.fields.includes("*"))

/** A browser signed in as a new customer the real way: the identity provider's token exchanged for a session. */
export async function identityCustomer(email = uniqueEmail("surface"), subject = `user_${email.split("@")[0]}`) {
  const signing = await localSigningKey()
  const browser = agent()
  const token = await signRs256(goodClaims(email, subject), signing.privateKey, signing.kid)
  const res = await browser.get("/store/user/login").set("Authorization", `Bearer ${token}`)
  if (res.status !== 200) throw new Error(`token exchange failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { agent: browser, email, id: res.body.customer.id as string }
}
