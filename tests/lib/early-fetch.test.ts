import { afterEach, describe, expect, it, vi } from "vitest"
import { createStoreApi } from "../../src/api/store-api"
import { createEarlyAwareFetch, earlyFetchConfig, startEarlyFetches } from "../../src/app/early-fetch"
import { createLocalIdentity } from "../../src/identity/local/local-identity"
import { SESSION_HINT_COOKIE } from "../../src/lib/session-hint"
import { individual } from "../support/fixtures"

const BACKEND = "https://api.store.test/"
const config = earlyFetchConfig({ backendUrl: BACKEND, localIdentity: true, modules: { signedIn: ["/assets/commerce-client-1.js"], productsPage: ["/assets/products-page-1.js", "/assets/page-format-1.js"] } })
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } })
const win = window as unknown as Record<string, unknown>

/** Runs the inline script as index.html does: its source, serialised, evaluated in the page. */
function runInlineScript(): void {
  new Function(`(${startEarlyFetches.toString()})(${JSON.stringify(config)})`)()
}

function signedInHint(present: boolean): void {
  document.cookie = `${SESSION_HINT_COOKIE}=${present ? "1" : ""}; path=/${present ? "" : "; max-age=0"}`
}

const imagePreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute("href"))
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"))

afterEach(() => {
  signedInHint(false)
  document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]').forEach((link) => link.remove())
  delete win[config.global]
  window.history.replaceState(null, "", "/")
})

describe("the inline early requests of index.html", () => {
  it("a signed-out visitor (no hint) asks nothing", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch")
    window.history.replaceState(null, "", "/products")
    runInlineScript()
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(win[config.global]).toBeUndefined()
    expect(preloads()).toEqual([])
  })

  it("a returning customer on /products asks for the session and the product list, as the product API does", async () => {
    const answers: Record<string, unknown> = {
      "https://api.store.test/store/user/me": { customer: individual },
      "https://api.store.test/idp/me": { user: { id: "usr_1", email: individual.email } },
      "https://api.store.test/store/user/products/": {
        products: [{ id: "prod_1", thumbnail: "https://api.store.test/uploads/1.webp" }, { id: "prod_2", thumbnail: null }, { id: "prod_3", thumbnail: "https://api.store.test/uploads/3.webp" }],
        region_id: "reg_dk",
        currency_code: "dkk",
      },
    }
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => json(answers[String(input)]))
    signedInHint(true)
    window.history.replaceState(null, "", "/products")
    runInlineScript()
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(Object.keys(answers))
    expect(preloads()).toEqual(["/assets/commerce-client-1.js", "/assets/products-page-1.js", "/assets/page-format-1.js"])
    expect(fetchSpy.mock.calls[0]![1]).toEqual({ headers: { Accept: "application/json" }, credentials: "include" })

    // The application's product API takes both answers without asking again: same URLs.
    const networkAfterwards = vi.fn(async () => json({}))
    const api = createStoreApi(BACKEND, createEarlyAwareFetch(win, networkAfterwards))
    expect(await api.me()).toEqual(individual)
    expect(await api.approvedProductList()).toEqual(answers["https://api.store.test/store/user/products/"])
    // The first cards' pictures (two: the second has none) were preloaded as the list arrived.
    await vi.waitFor(() => expect(imagePreloads()).toEqual(["https://api.store.test/uploads/1.webp"]))
    expect(networkAfterwards).not.toHaveBeenCalled()

    // Each answer is taken once: a second call asks the network.
    await api.me().catch(() => undefined)
    expect(networkAfterwards).toHaveBeenCalledTimes(1)

    // The local identity provider's first look at its session takes the early answer too.
    const identity = createLocalIdentity({ backendUrl: BACKEND, fetch: createEarlyAwareFetch(win, networkAfterwards) })
    await vi.waitFor(() => expect(identity.getSnapshot().status).toBe("signed-in"))
    expect(networkAfterwards).toHaveBeenCalledTimes(1)
  })

  it("asks nothing of the identity provider when the store uses Clerk", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(json({}))
    signedInHint(true)
    window.history.replaceState(null, "", "/orders")
    new Function(`(${startEarlyFetches.toString()})(${JSON.stringify(earlyFetchConfig({ backendUrl: BACKEND, localIdentity: false }))})`)()
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(["https://api.store.test/store/user/me"])
  })

  it("on any other page only the sessions are asked for, and only the commerce client is preloaded", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(json({}))
    signedInHint(true)
    window.history.replaceState(null, "", "/orders")
    runInlineScript()
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(["https://api.store.test/store/user/me", "https://api.store.test/idp/me"])
    expect(preloads()).toEqual(["/assets/commerce-client-1.js"])
  })
})

describe("the early-aware fetch", () => {
  it("is plain fetch without the inline script, and never hands an early answer to a request that is not a GET", async () => {
    const network = vi.fn(async () => json({ ok: true }))
    const early = Promise.resolve(json({ early: true }))
    const target: Record<string, unknown> = {}
    const aware = createEarlyAwareFetch(target, network)
    await aware("https://api.store.test/store/user/me")
    expect(network).toHaveBeenCalledTimes(1)

    target[config.global] = { "https://api.store.test/store/user/me": early }
    await aware("https://api.store.test/store/user/me", { method: "DELETE" })
    expect(network).toHaveBeenCalledTimes(2)
    expect(await (await aware("https://api.store.test/store/user/me")).json()).toEqual({ early: true })
    expect(network).toHaveBeenCalledTimes(2)
  })
})
