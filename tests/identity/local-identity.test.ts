import { describe, expect, it, vi } from "vitest"
import { createLocalIdentity } from "../../src/identity/local/local-identity"
import { IdentityError } from "../../src/identity/types"

type Route = (body: unknown) => { status: number; body?: unknown }

function fakeIdp(routes: Record<string, Route>) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${new URL(url).pathname}`
    const route = routes[key]
    if (!route) return new Response(JSON.stringify({ type: "not_found", message: key }), { status: 404 })
    const { status, body } = route(init.body ? JSON.parse(String(init.body)) : undefined)
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), { status })
  })
  return fetch as unknown as typeof globalThis.fetch
}

const USER = { id: "idpu_1", email: "ada@example.com", first_name: "Ada", last_name: null, two_factor_enabled: false }

async function settled(identity: ReturnType<typeof createLocalIdentity>) {
  await vi.waitFor(() => expect(identity.getSnapshot().status).not.toBe("loading"))
}

describe("local identity adapter", () => {
  it("starts loading, then signed out without an /idp session", async () => {
    const fetch = fakeIdp({ "GET /idp/me": () => ({ status: 200, body: { user: null } }) })
    const identity = createLocalIdentity({ backendUrl: "http://backend.test/", fetch })
    expect(identity.getSnapshot().status).toBe("loading")
    await settled(identity)
    expect(identity.getSnapshot()).toEqual({ status: "signed-out", user: null })
    expect(vi.mocked(fetch).mock.calls[0][1]).toMatchObject({ credentials: "include" })
    expect(await identity.getToken({ template: "store" })).toBeNull()
  })

  it("signs in through the second factor and fetches store tokens with its cookie", async () => {
    let signedIn = false
    const fetch = fakeIdp({
      "GET /idp/me": () => (signedIn ? { status: 200, body: { user: { ...USER, two_factor_enabled: true } } } : { status: 200, body: { user: null } }),
      "POST /idp/sign-in": () => ({ status: 200, body: { status: "needs_second_factor", second_factors: ["totp"] } }),
      "POST /idp/second-factor": (body) => {
        if ((body as { code: string }).code !== "123456") return { status: 401, body: { message: "code: wrong" } }
        signedIn = true
        return { status: 200, body: { status: "complete" } }
      },
      "POST /idp/tokens": (body) => ({ status: 200, body: { jwt: `jwt-for-${(body as { template: string }).template}` } }),
      "POST /idp/sign-out": () => ({ status: 204 }),
    })
    const identity = createLocalIdentity({ backendUrl: "http://backend.test", fetch })
    await settled(identity)
    expect(await identity.signIn({ email: USER.email, password: "pw" })).toEqual({ status: "needs_second_factor", secondFactors: ["totp"] })
    await expect(identity.secondFactor("000000")).rejects.toMatchObject({ code: "invalid_code", field: "code" })
    expect(await identity.secondFactor("123456")).toEqual({ status: "complete" })
    expect(identity.getSnapshot()).toEqual({
      status: "signed-in",
      user: { id: "idpu_1", email: USER.email, firstName: "Ada", lastName: null, twoFactorEnabled: true },
    })
    expect(await identity.getToken({ template: "store" })).toBe("jwt-for-store")
    await identity.signOut()
    expect(identity.getSnapshot().status).toBe("signed-out")
  })

  it("reports bad credentials, taken emails and network failures as IdentityErrors", async () => {
    const fetch = fakeIdp({
      "GET /idp/me": () => ({ status: 401 }),
      "POST /idp/sign-in": () => ({ status: 401, body: { type: "unauthorized", message: "The email address or password is not correct" } }),
      "POST /idp/sign-up": () => ({ status: 409, body: { type: "conflict", message: "email: An account with this email address already exists" } }),
    })
    const identity = createLocalIdentity({ backendUrl: "http://backend.test", fetch })
    await settled(identity)
    await expect(identity.signIn({ email: "x@example.com", password: "no" })).rejects.toMatchObject({ code: "invalid_credentials" })
    await expect(identity.signUp({ email: "x@example.com", password: "pw" })).rejects.toMatchObject({ code: "email_taken", field: "email" })
    const offline = createLocalIdentity({ backendUrl: "http://backend.test", fetch: vi.fn().mockRejectedValue(new TypeError("offline")) })
    const failure = await offline.signIn({ email: "x@example.com", password: "no" }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(IdentityError)
    expect((failure as IdentityError).code).toBe("network")
  })

  it("reports a rate-limited sign-in as rate_limited with the Retry-After seconds (delay or HTTP date)", async () => {
    let retryAfter: string | null = "90"
    const fetch = vi.fn(async (url: string) => {
      if (new URL(url).pathname === "/idp/me") return new Response(JSON.stringify({ user: null }), { status: 200 })
      const headers = retryAfter === null ? undefined : { "Retry-After": retryAfter }
      return new Response(JSON.stringify({ type: "too_many_requests", message: "Too many sign-in attempts" }), { status: 429, headers })
    }) as unknown as typeof globalThis.fetch
    const identity = createLocalIdentity({ backendUrl: "http://backend.test", fetch })
    await settled(identity)
    await expect(identity.signIn({ email: "x@example.com", password: "no" })).rejects.toMatchObject({ code: "rate_limited", retryAfterSeconds: 90 })
    retryAfter = new Date(Date.now() + 120_000).toUTCString()
    const dated = (await identity.signIn({ email: "x@example.com", password: "no" }).catch((e: unknown) => e)) as IdentityError
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(118)
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(120)
    retryAfter = null
    await expect(identity.signUp({ email: "x@example.com", password: "pw" })).rejects.toMatchObject({ code: "rate_limited", retryAfterSeconds: undefined })
  })
})
