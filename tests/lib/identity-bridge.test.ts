import { describe, expect, it } from "vitest"
import { createActor, createMachine, type AnyEventObject } from "xstate"
import { SESSION_IDS, sessionMachine } from "../../machines/session.machine"
import { identityBridge, type IdentityStatusSource } from "../../src/session/identity-bridge"

/** An identity provider whose status the test sets. */
function fakeIdentity(status: string) {
  let current = status
  const listeners = new Set<() => void>()
  const source: IdentityStatusSource = { getSnapshot: () => ({ status: current }), subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)) }
  return { source, set: (next: string) => ((current = next), listeners.forEach((listener) => listener())) }
}

/** A session whose auth actor stays signed out and records the events it receives. */
function startSession(identity: IdentityStatusSource | undefined) {
  const received: string[] = []
  const auth = createMachine({ id: "auth", initial: "signedOut", states: { signedOut: { on: { "*": { actions: ({ event }: { event: AnyEventObject }) => received.push(event.type) } } } } })
  const machine = sessionMachine.provide({ actors: { auth: auth as never, identityBridge: identityBridge(identity) } })
  return { session: createActor(machine, { systemId: SESSION_IDS.session }).start(), received }
}

describe("identity bridge (a child of the session actor, no effect)", () => {
  it("asks the auth actor to sign in once per identity-provider session the backend lacks", () => {
    const identity = fakeIdentity("signed-in")
    const { session, received } = startSession(identity.source)
    expect(received).toEqual(["SIGN_IN"])
    // The same provider session after a failed exchange: not asked again in a loop.
    identity.set("signed-in")
    expect(received).toEqual(["SIGN_IN"])
    // Signing out of the provider re-arms it.
    identity.set("signed-out")
    identity.set("signed-in")
    expect(received).toEqual(["SIGN_IN", "SIGN_IN"])
    session.stop()
    identity.set("signed-out")
    identity.set("signed-in")
    expect(received).toEqual(["SIGN_IN", "SIGN_IN"])
  })

  it("does nothing without an identity status source", () => {
    const { session, received } = startSession(undefined)
    expect(received).toEqual([])
    session.stop()
  })
})
