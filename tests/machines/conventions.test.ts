import { describe, expect, it } from "vitest"
import { createActor, type AnyStateMachine, type AnyStateNode } from "xstate"
import { applicationMachine } from "../../machines/application.machine"
import { authMachine } from "../../machines/auth.machine"
import { cartMachine } from "../../machines/cart/cart.machine"
import { checkoutPaymentMachine } from "../../machines/checkout-payment.machine"
import { inviteMachine } from "../../machines/invite.machine"
import { approvalMachine } from "../../machines/approval.machine"
import { membershipMachine } from "../../machines/membership.machine"
import { orderEditMachine } from "../../machines/order-edit.machine"
import { sessionMachine } from "../../machines/session.machine"
import { individual, readyCart } from "../support/fixtures"

const machines: Array<[string, AnyStateMachine]> = [
  ["auth", authMachine],
  ["application", applicationMachine],
  ["cart", cartMachine],
  ["checkoutPayment", checkoutPaymentMachine],
  ["invite", inviteMachine],
  ["approval", approvalMachine],
  ["membership", membershipMachine],
  ["orderEdit", orderEditMachine],
  ["session", sessionMachine],
]

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child, ...nodesOf(child)])
}

describe("machine conventions (architecture.md)", () => {
  it.each(machines)("%s has that id", (id, machine) => {
    expect(machine.id).toBe(id)
  })

  it.each(machines)("%s: every invoke has an id equal to its src", (_id, machine) => {
    const invokes = nodesOf(machine.root).flatMap((node) => node.invoke)
    for (const invoke of invokes) expect(invoke.id).toBe(invoke.src)
  })

  it.each(machines)("%s: every service is a stub that rejects with '<name>: not provided' (child machines and listeners aside)", async (_id, machine) => {
    for (const [name, logic] of Object.entries(machine.implementations.actors)) {
      // A child machine (the cart's checkout payment, the session's actors), a snapshot follower or the session's
      // identity bridge (a listener that does nothing until the page injects it, like an injected action) is no service.
      if ("root" in (logic as object) || name === "follow" || name === "identityBridge") continue
      const actor = createActor(logic as never, { input: {} as never })
      const failure = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }))
      actor.start()
      expect(((await failure) as Error).message).toBe(`${name}: not provided`)
    }
  })

  it("the cart's only delay is the named payment retry of 500 ms", () => {
    expect(cartMachine.implementations.delays).toEqual({ paymentRetry: 500 })
  })
})

describe("initial snapshots", () => {
  it("auth restores a session with no customer yet", () => {
    const snapshot = createActor(authMachine).getSnapshot()
    expect(snapshot.value).toBe("restoring")
    expect(snapshot.context).toEqual({ customer: null, error: null, afterSignOut: null })
  })

  it("application starts from its input", () => {
    const snapshot = createActor(applicationMachine, { input: { customer: individual } }).getSnapshot()
    expect(snapshot.value).toBe("approved")
    expect(snapshot.context).toEqual({ customer: individual, error: null })
  })

  it("cart starts resolving the region with an empty cart holder", () => {
    const snapshot = createActor(cartMachine, { input: { customer: individual } }).getSnapshot()
    expect(snapshot.value).toBe("resolvingRegion")
    expect(snapshot.context).toEqual({
      customer: individual,
      countryCode: "dk",
      region: null,
      cart: { id: "", items: [] },
      shippingOptions: null,
      nextCart: null,
      preparingNextCart: false,
      orderId: null,
      order: null,
      addingItem: null,
      lastAdded: null,
      error: null,
      codeError: null,
      giftCardError: null,
    })
  })

  it("checkout payment starts from the cart", () => {
    const snapshot = createActor(checkoutPaymentMachine, { input: { cart: readyCart } }).getSnapshot()
    expect(snapshot.value).toBe("manual")
    expect(snapshot.hasTag("needs-input")).toBe(true)
    expect(snapshot.context).toEqual({ cart: readyCart, clientSecret: null, provider: null, cardElement: null, cardComplete: false, error: null })
  })

  it("invite loads first, membership waits", () => {
    expect(createActor(inviteMachine).getSnapshot().value).toBe("loading")
    expect(createActor(inviteMachine).getSnapshot().context).toEqual({ invites: [], listed: false, error: null, failure: null })
    expect(createActor(membershipMachine).getSnapshot().value).toBe("idle")
    expect(createActor(membershipMachine).getSnapshot().context).toEqual({ pending: null, lastDone: null, error: null })
  })

  it("membership CANCEL forgets the pending action", () => {
    const actor = createActor(membershipMachine).start()
    actor.send({ type: "REQUEST", action: { kind: "demote", memberId: "cmem_1" } })
    expect(actor.getSnapshot().context.pending).toEqual({ kind: "demote", memberId: "cmem_1" })
    actor.send({ type: "CANCEL" })
    expect(actor.getSnapshot().context.pending).toBeNull()
  })
})
