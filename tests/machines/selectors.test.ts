import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { applicationSelectors, authSelectors, inviteSelectors } from "../../machines/account.selectors"
import { checkoutPaymentSelectors } from "../../machines/checkout-payment.selectors"
import { applicationMachine } from "../../machines/application.machine"
import { authMachine } from "../../machines/auth.machine"
import { checkoutPaymentMachine } from "../../machines/checkout-payment.machine"
import { inviteMachine } from "../../machines/invite.machine"
import { individual, readyCart, sessionsCart } from "../support/fixtures"

describe("selectors", () => {
  it("auth: busy while restoring, then signed in with the customer", () => {
    const restoring = authMachine.resolveState({ value: "restoring", context: { customer: null, error: null, afterSignOut: null } })
    expect(authSelectors.isBusy(restoring)).toBe(true)
    expect(authSelectors.isSignedIn(restoring)).toBe(false)
    const signedIn = authMachine.resolveState({ value: "signedIn", context: { customer: individual, error: null, afterSignOut: null } })
    expect(authSelectors.isSignedIn(signedIn)).toBe(true)
    expect(authSelectors.isBusy(signedIn)).toBe(false)
    expect(authSelectors.customer(signedIn)).toBe(individual)
    const signedOut = authMachine.resolveState({ value: "signedOut", context: { customer: null, error: "x", afterSignOut: null } })
    expect(authSelectors.isSignedOut(signedOut)).toBe(true)
    expect(authSelectors.isBusy(signedOut)).toBe(false)
    expect(authSelectors.error(signedOut)).toBe("x")
  })

  it("application: status, approval and whether one may apply", () => {
    const approved = createActor(applicationMachine, { input: { customer: individual } }).getSnapshot()
    expect(applicationSelectors.status(approved)).toBe("approved")
    expect(applicationSelectors.isApproved(approved)).toBe(true)
    expect(applicationSelectors.canApply(approved)).toBe(false)
    const newcomer = createActor(applicationMachine, { input: { customer: { ...individual, metadata: {} } } }).getSnapshot()
    expect(applicationSelectors.canApply(newcomer)).toBe(true)
    expect(applicationSelectors.isSubmitting(newcomer)).toBe(false)
    expect(applicationSelectors.status(newcomer)).toBeNull()
    expect(applicationSelectors.error(newcomer)).toBeNull()
  })

  it("invites: the pending ones", () => {
    const snapshot = inviteMachine.resolveState({
      value: "ready",
      context: { invites: [{ id: "a", to: "a@x.y", status: "awaiting" }, { id: "b", to: "b@x.y", status: "rejected" }], error: null, failure: null },
    })
    expect(inviteSelectors.pending(snapshot).map((i) => i.id)).toEqual(["a"])
    expect(inviteSelectors.invites(snapshot)).toHaveLength(2)
    expect(inviteSelectors.isReady(snapshot)).toBe(true)
    expect(inviteSelectors.error(snapshot)).toBeNull()
  })

  it("checkout payment: manual may submit at once; no session may not", () => {
    const manual = createActor(checkoutPaymentMachine, { input: { cart: readyCart } }).getSnapshot()
    expect(checkoutPaymentSelectors.canSubmit(manual)).toBe(true)
    expect(checkoutPaymentSelectors.usesCard(manual)).toBe(false)
    expect(checkoutPaymentSelectors.isAuthorized(manual)).toBe(false)
    expect(checkoutPaymentSelectors.clientSecret(manual)).toBeNull()
    const choosing = createActor(checkoutPaymentMachine, { input: { cart: sessionsCart } }).getSnapshot()
    expect(checkoutPaymentSelectors.canSubmit(choosing)).toBe(false)
    expect(checkoutPaymentSelectors.error(choosing)).toBeNull()
  })
})
