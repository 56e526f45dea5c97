import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { ROUTES } from "./authorization-table"
import { ACTORS, buildWorld, freshCell, sharedCell, type World } from "./authorization-world"
import { tablePolicyOf } from "./table-routes"

// One generated test per (route, actor) cell against the real backend; the world is built once for the file.
vi.setConfig({ testTimeout: 120_000 })

let world: World
const cells = ROUTES.length * ACTORS.length

beforeAll(async () => {
  world = await buildWorld()
}, 300_000)

afterAll(() => {
  console.log(`authorisation matrix: ${ROUTES.length} routes × ${ACTORS.length} actors = ${cells} cells`)
})

describe("the matrix's routes", () => {
  it("are routes of the route table, and a customer route of the table answers a visitor 401", () => {
    const strays = ROUTES.filter((row) => !tablePolicyOf(row.route)).map((row) => row.route)
    expect(strays).toEqual([])
    const disagreeing = ROUTES.filter((row) => tablePolicyOf(row.route)?.caller === "customer" && row.expected.anonymous !== 401).map((row) => row.route)
    expect(disagreeing).toEqual([])
  })
})

describe.each(ROUTES)("$route", (row) => {
  it.each(ACTORS.map((actor) => [actor, row.expected[actor]] as const))("%s → %i", async (actor) => {
    const cell = row.fresh ? await freshCell(world, actor) : await sharedCell(world, actor)
    const path = await row.path(world, cell)
    const call = cell.agent[row.method.toLowerCase() as "get" | "post" | "put" | "delete"](path)
    const body = row.body?.(world, cell)
    const res = body === undefined ? await call : await call.send(body as object)
    // Medusa's own admin authentication answers a bare 401 (no body); everything else has Medusa's error shape
    const shaped = res.status >= 400 && !(res.status === 401 && path.startsWith("/admin"))
    expect({ status: res.status, ...(shaped ? { type: typeof res.body?.type, message: typeof res.body?.message } : {}) }).toEqual({
      status: row.expected[actor],
      ...(shaped ? { type: "string", message: "string" } : {}),
    })
  })
})
