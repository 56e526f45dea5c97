import { describe, expect, it, vi } from "vitest"
import { ApiError, kindOfStatus, normaliseError } from "../../src/api/errors"
import { createStoreApi } from "../../src/api/store-api"
import qs from "qs"
import { stringifyQuery } from "../../src/api/stringify-query"

interface Call {
  url: string
  init: RequestInit
}

function api(answer: (call: Call) => Response = () => new Response("{}", { status: 200 })) {
  const calls: Call[] = []
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} }
    calls.push(call)
    return answer(call)
  })
  return { client: createStoreApi("http://api.test/", fetchImpl as typeof fetch), calls }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

describe("store API client", () => {
  it.each([
    ["me", (c: ReturnType<typeof api>["client"]) => c.me(), "GET", "/store/user/me"],
    ["logout", (c: ReturnType<typeof api>["client"]) => c.logout(), "GET", "/store/user/logout"],
    ["deleteAccount", (c: ReturnType<typeof api>["client"]) => c.deleteAccount(), "DELETE", "/store/user/delete/"],
    ["canPurchase", (c: ReturnType<typeof api>["client"]) => c.canPurchase("prod_1"), "GET", "/store/user/can-purchase/prod_1"],
    ["approvedProducts", (c: ReturnType<typeof api>["client"]) => c.approvedProducts(), "GET", "/store/user/products/"],
    ["getClinic", (c: ReturnType<typeof api>["client"]) => c.getClinic("clinic_1"), "GET", "/store/clinics/clinic_1"],
    ["deleteClinic", (c: ReturnType<typeof api>["client"]) => c.deleteClinic("clinic_1"), "DELETE", "/store/clinics/clinic_1"],
    ["removeMember", (c: ReturnType<typeof api>["client"]) => c.removeMember("cmem_1"), "DELETE", "/store/clinics/members/cmem_1"],
    ["promoteMember", (c: ReturnType<typeof api>["client"]) => c.promoteMember("cmem_1"), "POST", "/store/clinics/promote/cmem_1"],
    ["demoteMember", (c: ReturnType<typeof api>["client"]) => c.demoteMember("cmem_1"), "POST", "/store/clinics/demote/cmem_1"],
    ["transferOwnership", (c: ReturnType<typeof api>["client"]) => c.transferOwnership("cmem_1"), "POST", "/store/clinics/transfer-ownership/cmem_1"],
    ["listInvites", (c: ReturnType<typeof api>["client"]) => c.listInvites(), "GET", "/store/invites"],
    ["revokeInvite", (c: ReturnType<typeof api>["client"]) => c.revokeInvite("inv_1"), "DELETE", "/store/invites/inv_1"],
    ["orderResult", (c: ReturnType<typeof api>["client"]) => c.orderResult("order_1", "labord_1"), "GET", "/store/orders/order_1/results/labord_1"],
  ])("%s calls %s %s with credentials", async (_name, call, method, path) => {
    const { client, calls } = api(() => json({ customer: {}, products: [], invites: [], clinic: {} }))
    await call(client)
    expect(calls[0]!.url).toBe(`http://api.test${path}`)
    expect(calls[0]!.init.method).toBe(method)
    expect(calls[0]!.init.credentials).toBe("include")
  })

  it("sends JSON bodies and unwraps the answers", async () => {
    const { client, calls } = api(({ url }) =>
      url.endsWith("/invites/") ? json({ invite: { id: "inv_1", to: "a@b.c", status: "awaiting" } }, 201) : json({ clinic: { id: "clinic_1" } }, 201)
    )
    expect(await client.sendInvite("a@b.c")).toEqual({ id: "inv_1", to: "a@b.c", status: "awaiting" })
    expect(calls[0]!.init.body).toBe(JSON.stringify({ to: "a@b.c" }))
    expect((calls[0]!.init.headers as Record<string, string>)["Content-Type"]).toBe("application/json")
    const registration = { name: "K", type: "Epilepsy Clinic" as const, billing_email: "b@k.example", billing_address: { address_1: "1 Clinic Road", city: "Aarhus", postal_code: "8000", country_code: "dk" } }
    await client.createClinic(registration)
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ clinic: registration })
  })

  it("answers an invite with PUT {status}", async () => {
    const { client, calls } = api(() => json({ invite: { id: "inv_1" } }))
    await client.answerInvite("inv_1", "approved")
    expect(calls[0]!.init.method).toBe("PUT")
    expect(calls[0]!.url).toBe("http://api.test/store/invites/inv_1")
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ status: "approved" })
  })

  it("sends the identity token as bearer to /user/login only", async () => {
    const { client, calls } = api(() => json({ customer: { id: "cus_1" } }))
    await client.login("jwt-1")
    await client.me().catch(() => undefined)
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe("Bearer jwt-1")
    expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBeUndefined()
  })

  it("pages orders with offset 0 and limit 10 by default, and looks orders up by id or display id", async () => {
    const { client, calls } = api(() => json({ orders: [], count: 0, offset: 0, limit: 10, order: {} }))
    await client.listOrders()
    await client.listOrders({ offset: 20, limit: 5 })
    await client.findOrder({ display_id: 42 })
    expect(calls.map((c) => c.url)).toEqual([
      "http://api.test/store/orders/list?offset=0&limit=10",
      "http://api.test/store/orders/list?offset=20&limit=5",
      "http://api.test/store/orders/?display_id=42",
    ])
  })

  it("normalises failures into the seed's error kinds", async () => {
    const { client } = api(() => json({ type: "not_allowed", message: "Owners only" }, 403))
    const error = (await client.promoteMember("cmem_1").catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: "permission", status: 403, type: "not_allowed", message: "Owners only" })
  })

  it("turns a request without a response into a connection error", async () => {
    const { client } = api(() => {
      throw new TypeError("Failed to fetch")
    })
    const error = (await client.uploadFile({ name: "a.txt", content: "YQ==" }).catch((e: unknown) => e)) as ApiError
    expect(error.kind).toBe("connection")
  })

  it("accepts an empty success body", async () => {
    const { client } = api(() => new Response(null, { status: 200 }))
    await expect(client.logout()).resolves.toBeUndefined()
  })
})

describe("errors", () => {
  it("maps statuses to kinds", () => {
    expect(kindOfStatus(400)).toBe("invalid_request")
    expect(kindOfStatus(404)).toBe("invalid_request")
    expect(kindOfStatus(409)).toBe("invalid_request")
    expect(kindOfStatus(401)).toBe("authentication")
    expect(kindOfStatus(403)).toBe("permission")
    expect(kindOfStatus(429)).toBe("api")
    expect(kindOfStatus(500)).toBe("api")
  })

  it("normalises axios errors, fetch failures and anything else", () => {
    const axiosError = { isAxiosError: true, message: "x", response: { status: 401, data: { message: "Unauthorized" }, headers: { "Idempotency-Key": "k" } } }
    expect(normaliseError(axiosError)).toMatchObject({ kind: "authentication", message: "Unauthorized", headers: { "idempotency-key": "k" } })
    expect(normaliseError({ isAxiosError: true, message: "Network Error" })).toMatchObject({ kind: "connection" })
    expect(normaliseError(new TypeError("Failed to fetch")).kind).toBe("connection")
    expect(normaliseError(new Error("odd"))).toMatchObject({ kind: "api", message: "odd" })
    const already = new ApiError("permission", "no")
    expect(normaliseError(already)).toBe(already)
  })
})

describe("query strings", () => {
  it("stringifies, leaving out null and undefined", () => {
    expect(stringifyQuery({ offset: 0, limit: 10, region_id: undefined, q: null })).toBe("offset=0&limit=10")
    expect(stringifyQuery({ id: ["a", "b"] })).toBe("id[0]=a&id[1]=b")
  })

  it.each([
    { offset: 0, limit: 10, region_id: "reg_01", q: null },
    { handle: "epilepsy kit/2 (new)!", region_id: undefined },
    { q: "æøå & ünïcode 😀 *'~-_." },
    { id: ["a", "b c", null, "d"], flag: true, off: false },
    { filter: { status: ["pending", "done"], deep: { x: 1, y: undefined } }, empty: [] },
    { at: new Date("2026-11-21T10:00:00.000Z"), n: -1.5 },
    {},
  ])("stringifies %o exactly as qs does with the options it replaced", (params) => {
    expect(stringifyQuery(params)).toBe(qs.stringify(params, { skipNulls: true, addQueryPrefix: false, encodeValuesOnly: true }))
  })

  it("stays within the store's limits (depth 5, arrays of 20, 1,000 parameters) and names the limit beyond them", () => {
    const nested = (levels: number): unknown => (levels === 0 ? "x" : { k: nested(levels - 1) })
    expect(stringifyQuery({ a: nested(5) })).toBe("a[k][k][k][k][k]=x")
    expect(() => stringifyQuery({ a: nested(6) })).toThrow("query: a[k][k][k][k][k] nests deeper than 5 levels")
    expect(stringifyQuery({ ids: Array.from({ length: 20 }, () => "x") }).split("&")).toHaveLength(20)
    expect(() => stringifyQuery({ ids: Array.from({ length: 21 }, () => "x") })).toThrow("query: ids has more than 20 items")
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i]))
    expect(stringifyQuery(many(1000)).split("&")).toHaveLength(1000)
    expect(() => stringifyQuery(many(1001))).toThrow("query: more than 1000 parameters")
    // qs parses what this writes at the limits back to the same value.
    expect(qs.parse(stringifyQuery({ a: nested(5) }), { depth: 5 })).toEqual({ a: nested(5) })
  })
})
