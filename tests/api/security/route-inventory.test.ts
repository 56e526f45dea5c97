import { describe, expect, it } from "vitest"
import { request, staff } from "../support/client"
import { answeredRoutes, CLOSED_ROUTES, concretePath, key, policyOf, ROUTES } from "./surface"

/** Staff routes any visitor may call: Medusa's staff sign-in, invite acceptance and password reset. */
const PUBLIC_STAFF_ROUTES = ROUTES.filter((route) => route.path.startsWith("/admin/") && route.caller === "anyone").map(key)

describe("the route inventory: every route the backend answers is in the route table", () => {
  it("lists each route of the router either as open (ROUTES) or as closed (CLOSED_ROUTES), and nothing else", () => {
    const answered = answeredRoutes()
    const unknown = answered.filter((route) => {
      const [method, path] = route.split(" ")
      return !policyOf(method, path) && !CLOSED_ROUTES.includes(route)
    })
    expect(unknown, "routes the router holds that the route table does not list").toEqual([])
    const customer = ROUTES.filter((r) => r.caller === "customer" && !r.refused).length
    const visitor = ROUTES.filter((r) => r.caller === "anyone" && !r.refused && !r.path.startsWith("/admin")).length
    console.log(`route inventory: ${answered.length} routes answered by the router; open to customers ${customer}, to visitors ${visitor}; closed ${CLOSED_ROUTES.length}`)
  })

  it("has no stale entries: every listed route and every closed route is one the router holds", () => {
    const answered = new Set(answeredRoutes().map((route) => route.replace(/:[A-Za-z_]+/g, ":")))
    const normal = (route: string) => route.replace(/:[A-Za-z_]+/g, ":")
    const listed = ROUTES.filter((r) => !r.path.endsWith("/*")).map(key)
    expect([...listed, ...CLOSED_ROUTES].filter((route) => !answered.has(normal(route)))).toEqual([])
  })

  it("answers 404 in JSON for every closed route and for paths nobody listed", async () => {
    for (const route of [...CLOSED_ROUTES, "GET /store/nothing-here", "PATCH /store/carts/x_1", "GET /", "POST /hooks/payment"]) {
      const [method, path] = route.split(" ")
      const res = await request()[method.toLowerCase() as "get"](concretePath(path))
      expect([route, res.status, res.headers["content-type"]]).toEqual([route, 404, expect.stringContaining("application/json")])
    }
  })

  it("answers 401 on every back-office route of the router to a caller without a staff session", async () => {
    const adminRoutes = answeredRoutes().filter((route) => / \/admin\//.test(route) && !PUBLIC_STAFF_ROUTES.includes(route))
    expect(adminRoutes.length).toBeGreaterThan(200)
    const answers: string[] = []
    for (const route of adminRoutes) {
      const [method, path] = route.split(" ")
      const res = await request()[method.toLowerCase() as "get"](concretePath(path)).set("content-type", "application/json")
      if (res.status !== 401) answers.push(`${route} → ${res.status}`)
    }
    expect(answers).toEqual([])
  })

  it("refuses Medusa's password sign-in, registration and password reset for customers, naming the identity provider", async () => {
    for (const path of ["/store/auth", "/store/auth/token", "/store/customers", "/store/customers/password-token", "/store/customers/password-reset"]) {
      const res = await request().post(path).send({ email: "someone@example.test", password: "Attacker-Password-1!", token: "x" })
      expect([path, res.status, res.body.type]).toEqual([path, 403, "not_allowed"])
      expect(res.body.message).toMatch(/identity provider/)
    }
  })

  it("still lets staff use the back office API through the gate", async () => {
    const admin = await staff()
    await admin.get("/admin/products?limit=1").expect(200)
    await admin.get("/admin/applications").expect(200)
  })
})
