import { beforeEach, describe, expect, it, vi } from "vitest"
import type { Customer } from "../../machines/domain.types"
import { createActor } from "xstate"
import { createAuthActors } from "../../src/actors/auth.actors"
import type { Api } from "../../src/api"
import { startEarlyRequests, takeEarlyCustomer, takeEarlyProducts } from "../../src/app/early-requests"
import { createSessionHint, SESSION_HINT_COOKIE, type CookieJar } from "../../src/lib/session-hint"
import { individual } from "../support/fixtures"

function fakeProductApi() {
  return {
    me: vi.fn(async (): Promise<Customer> => individual),
    approvedProductList: vi.fn(async () => ({ products: [{ id: "prod_1" }], region_id: "reg_us" })),
  }
}

const hintOf = (signedIn: boolean) => createSessionHint(() => ({ cookie: signedIn ? `other=x; ${SESSION_HINT_COOKIE}=1` : "other=x" }))

beforeEach(async () => {
  // Nothing left over from an earlier test.
  takeEarlyCustomer()
  await takeEarlyProducts("reg_us")
})

describe("early requests of the page load", () => {
  it("a visitor without the signed-in hint asks nothing and loads nothing", () => {
    const api = fakeProductApi()
    const preload = vi.fn()
    startEarlyRequests({ api, hint: hintOf(false), pathname: "/products", preload })
    expect(api.me).not.toHaveBeenCalled()
    expect(api.approvedProductList).not.toHaveBeenCalled()
    expect(preload).not.toHaveBeenCalled()
    expect(takeEarlyCustomer()).toBeUndefined()
  })

  it("with the hint: the session check starts at once and is handed over once", async () => {
    const api = fakeProductApi()
    const preload = vi.fn()
    startEarlyRequests({ api, hint: hintOf(true), pathname: "/", preload })
    expect(api.me).toHaveBeenCalledOnce()
    expect(preload).toHaveBeenCalledOnce()
    expect(api.approvedProductList).not.toHaveBeenCalled()
    await expect(takeEarlyCustomer()).resolves.toEqual(individual)
    expect(takeEarlyCustomer()).toBeUndefined()
  })

  it("a failed early session check reaches its consumer, not the console as an unhandled rejection", async () => {
    const api = { ...fakeProductApi(), me: vi.fn(() => Promise.reject(new Error("unauthorized"))) }
    startEarlyRequests({ api, hint: hintOf(true), pathname: "/" })
    await new Promise((resolve) => setTimeout(resolve, 0))
    await expect(takeEarlyCustomer()).rejects.toThrow("unauthorized")
  })

  it("on /products the product list starts too and answers the query of the same region, once", async () => {
    const api = fakeProductApi()
    startEarlyRequests({ api, hint: hintOf(true), pathname: "/products" })
    // The customer's own region (no region_id), in English (the page's language when none is given).
    expect(api.approvedProductList).toHaveBeenCalledWith(undefined, "en")
    await expect(takeEarlyProducts("reg_us")).resolves.toEqual([{ id: "prod_1" }])
    await expect(takeEarlyProducts("reg_us")).resolves.toBeUndefined()
  })

  it("the early list is asked in the page's language and answers only a query in that language", async () => {
    const api = fakeProductApi()
    startEarlyRequests({ api, hint: hintOf(true), pathname: "/products", locale: "da" })
    expect(api.approvedProductList).toHaveBeenCalledWith(undefined, "da")
    await expect(takeEarlyProducts("reg_us", "en")).resolves.toBeUndefined()
    startEarlyRequests({ api, hint: hintOf(true), pathname: "/products", locale: "da" })
    await expect(takeEarlyProducts("reg_us", "da")).resolves.toEqual([{ id: "prod_1" }])
  })

  it("a list priced for another region, or a failed one, answers nothing (the query asks for its region)", async () => {
    const api = fakeProductApi()
    startEarlyRequests({ api, hint: hintOf(true), pathname: "/products/" })
    await expect(takeEarlyProducts("reg_eu")).resolves.toBeUndefined()
    const failing = { ...fakeProductApi(), approvedProductList: vi.fn(() => Promise.reject(new Error("down"))) }
    startEarlyRequests({ api: failing, hint: hintOf(true), pathname: "/products" })
    await expect(takeEarlyProducts("reg_us")).resolves.toBeUndefined()
  })
})

describe("the signed-in hint cookie", () => {
  it("is written for the whole site for 30 days, read back, and removed", () => {
    const jar: CookieJar = { cookie: "" }
    const writes: string[] = []
    const recording = { get cookie() { return jar.cookie }, set cookie(value: string) { writes.push(value); jar.cookie = value.startsWith(`${SESSION_HINT_COOKIE}=1`) ? `${SESSION_HINT_COOKIE}=1` : "" } }
    const hint = createSessionHint(() => recording)
    expect(hint.read()).toBe(false)
    hint.write()
    expect(writes[0]).toBe(`${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=2592000; SameSite=Lax`)
    expect(hint.read()).toBe(true)
    hint.clear()
    expect(writes[1]).toBe(`${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`)
    expect(hint.read()).toBe(false)
  })

  it("is not fooled by another cookie's name or value", () => {
    expect(createSessionHint(() => ({ cookie: `x${SESSION_HINT_COOKIE}=1; y=${SESSION_HINT_COOKIE}=1` })).read()).toBe(false)
    expect(createSessionHint(() => ({ cookie: `${SESSION_HINT_COOKIE}=0` })).read()).toBe(false)
  })

  it("treats unusable cookies as no hint", () => {
    const broken = { get cookie(): string { throw new Error("denied") }, set cookie(_v: string) { throw new Error("denied") } }
    const hint = createSessionHint(() => broken)
    expect(hint.read()).toBe(false)
    expect(() => hint.write()).not.toThrow()
    expect(() => hint.clear()).not.toThrow()
  })
})

describe("the auth machine's session restore", () => {
  it("uses the early GET /store/user/me for its first load, then asks the API", async () => {
    const me = vi.fn(async () => ({ ...individual, email: "later@example.com" }))
    const api = { store: { me } } as unknown as Pick<Api, "store">
    const early = fakeProductApi()
    startEarlyRequests({ api: early, hint: hintOf(true), pathname: "/" })
    const actors = createAuthActors(api, { getToken: async () => null, signOut: async () => {} }, "store", takeEarlyCustomer)
    const load = () =>
      new Promise((resolve, reject) => {
        const actor = createActor(actors.loadCustomer)
        actor.subscribe({ complete: () => resolve(actor.getSnapshot().output), error: reject })
        actor.start()
      })
    await expect(load()).resolves.toEqual(individual)
    expect(me).not.toHaveBeenCalled()
    await expect(load()).resolves.toMatchObject({ email: "later@example.com" })
    expect(me).toHaveBeenCalledOnce()
  })
})
