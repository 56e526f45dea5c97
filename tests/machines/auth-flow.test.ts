import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { authMachine, type ProviderTokenResult } from "../../machines/auth.machine"
import { requestProviderToken } from "../../src/actors/identity-adapter"
import { individual } from "../support/fixtures"

const settle = () => vi.advanceTimersByTimeAsync(0)

function startAuth(options: { token?: ProviderTokenResult; backendSignIn?: () => Promise<unknown>; restore?: boolean; mayHaveSession?: boolean } = {}) {
  const calls: string[] = []
  const services = {
    getProviderToken: vi.fn(async () => options.token ?? ({ status: "token", token: "jwt" } as ProviderTokenResult)),
    backendSignIn: vi.fn<(input: { token: string }) => Promise<unknown>>(options.backendSignIn ?? (async () => ({}))),
    loadCustomer: vi.fn(async () => {
      if (!options.restore && calls.length === 0) {
        calls.push("restore-failed")
        throw new Error("unauthorized")
      }
      return individual
    }),
    backendSignOut: vi.fn(async (): Promise<void> => {
      calls.push("backend")
    }),
    providerSignOut: vi.fn(async (): Promise<void> => {
      calls.push("provider")
    }),
  }
  const log = vi.fn()
  const navigate = vi.fn((to: string) => calls.push(`navigate ${to}`))
  const machine = authMachine.provide({
    actors: {
      getProviderToken: fromPromise(() => services.getProviderToken()),
      backendSignIn: fromPromise(({ input }) => services.backendSignIn(input as never)),
      loadCustomer: fromPromise(() => services.loadCustomer()),
      backendSignOut: fromPromise(() => services.backendSignOut()),
      providerSignOut: fromPromise(() => services.providerSignOut()),
    },
    actions: { logToConsole: (_, params) => log(params.message), navigate: (_, params) => navigate(params.to) },
    guards: options.mayHaveSession === undefined ? {} : { mayHaveSession: () => options.mayHaveSession === true },
  })
  const actor = createActor(machine).start()
  return { actor, services, log, navigate, calls }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("auth flow", () => {
  it("without a signed-in hint the page load is signed out at once and never asks GET /store/user/me", async () => {
    const { actor, services } = startAuth({ mayHaveSession: false, restore: true })
    expect(actor.getSnapshot().value).toBe("signedOut")
    await settle()
    expect(services.loadCustomer).not.toHaveBeenCalled()
    actor.send({ type: "SIGN_IN" })
    await settle()
    expect(actor.getSnapshot().value).toBe("signedIn")
    expect(services.loadCustomer).toHaveBeenCalledTimes(1)
  })

  it("with a signed-in hint the page load restores the backend session (GET /store/user/me)", async () => {
    const { actor, services } = startAuth({ mayHaveSession: true, restore: true })
    expect(actor.getSnapshot().value).toBe("restoring")
    await settle()
    expect(services.loadCustomer).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe("signedIn")
    expect(actor.getSnapshot().context.customer).toEqual(individual)
  })

  it("a stale hint (the session has expired) ends signed out after one GET /store/user/me", async () => {
    const { actor, services } = startAuth({ mayHaveSession: true })
    await settle()
    expect(services.loadCustomer).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe("signedOut")
  })

  it("exchanges the provider's token for a backend session, then loads the customer", async () => {
    const { actor, services } = startAuth()
    await settle()
    expect(actor.getSnapshot().value).toBe("signedOut")
    actor.send({ type: "SIGN_IN" })
    await settle()
    expect(services.backendSignIn).toHaveBeenCalledWith({ token: "jwt" })
    expect(actor.getSnapshot().value).toBe("signedIn")
    expect(actor.getSnapshot().context.customer).toEqual(individual)
  })

  it("restores an existing backend session on start", async () => {
    const { actor, services } = startAuth({ restore: true })
    await settle()
    expect(actor.getSnapshot().value).toBe("signedIn")
    expect(services.getProviderToken).not.toHaveBeenCalled()
  })

  it("signs out of the backend, then the provider, then goes to /login", async () => {
    const { actor, calls } = startAuth({ restore: true })
    await settle()
    actor.send({ type: "SIGN_OUT" })
    await settle()
    expect(calls).toEqual(["backend", "provider", "navigate /login"])
    expect(actor.getSnapshot().value).toBe("signedOut")
    expect(actor.getSnapshot().context.customer).toBeNull()
  })

  it("signs out to the page asked for (a deleted account's confirmation), then to /login again by default", async () => {
    const { actor, calls } = startAuth({ restore: true })
    await settle()
    actor.send({ type: "SIGN_OUT", to: "/account/deleted" })
    await settle()
    expect(calls).toEqual(["backend", "provider", "navigate /account/deleted"])
    expect(actor.getSnapshot().value).toBe("signedOut")
  })

  it("a sign-out naming a page after the session already ended still leads there", async () => {
    const { actor, calls } = startAuth({ restore: true })
    await settle()
    actor.send({ type: "SESSION_ENDED" })
    actor.send({ type: "SIGN_OUT", to: "/account/deleted" })
    await settle()
    expect(calls.filter((call) => call.startsWith("navigate"))).toEqual(["navigate /login", "navigate /account/deleted"])
  })

  it("still signs out of the provider and goes to /login when the backend logout fails", async () => {
    const { actor, services, navigate } = startAuth({ restore: true })
    services.backendSignOut.mockRejectedValueOnce(new Error("offline"))
    await settle()
    actor.send({ type: "SIGN_OUT" })
    await settle()
    expect(services.providerSignOut).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith("/login")
  })

  it("signs out of the identity provider when the backend sign-in fails", async () => {
    const { actor, services, navigate } = startAuth({ backendSignIn: async () => Promise.reject(new Error("invalid token")) })
    await settle()
    actor.send({ type: "SIGN_IN" })
    await settle()
    expect(services.providerSignOut).toHaveBeenCalledTimes(1)
    expect(services.backendSignOut).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe("signedOut")
    expect(actor.getSnapshot().context.error).toBe("invalid token")
  })

  it.each([
    [{ status: "no-session" } as ProviderTokenResult, "Login failed: no session"],
    [{ status: "no-token" } as ProviderTokenResult, "Login failed: no token"],
  ])("reports a login with %o to the console only", async (token, message) => {
    const { actor, services, log, navigate } = startAuth({ token })
    await settle()
    actor.send({ type: "SIGN_IN" })
    await settle()
    expect(log).toHaveBeenCalledWith(message)
    expect(services.backendSignIn).not.toHaveBeenCalled()
    expect(services.providerSignOut).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe("signedOut")
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})

describe("identity adapter", () => {
  it("asks for a token of the given template", async () => {
    const getToken = vi.fn(async () => "jwt")
    expect(await requestProviderToken({ getToken, signOut: vi.fn() }, "store")).toEqual({ status: "token", token: "jwt" })
    expect(getToken).toHaveBeenCalledWith({ template: "store" })
  })
  it("classifies a missing session and a missing token", async () => {
    const getToken = vi.fn(async () => null)
    expect(await requestProviderToken({ getToken, signOut: vi.fn(), hasSession: () => false }, "store")).toEqual({ status: "no-session" })
    expect(getToken).not.toHaveBeenCalled()
    expect(await requestProviderToken({ getToken, signOut: vi.fn(), hasSession: async () => true }, "store")).toEqual({ status: "no-token" })
    expect(await requestProviderToken({ getToken, signOut: vi.fn() }, "store")).toEqual({ status: "no-token" })
  })
})
