import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { applicationSelectors, authSelectors, inviteSelectors, membershipSelectors } from "../../machines/account.selectors"
import { checkoutPaymentSelectors } from "../../machines/checkout-payment.selectors"
import { applicationMachine } from "../../machines/application.machine"
import { authMachine } from "../../machines/auth.machine"
import { checkoutPaymentMachine } from "../../machines/checkout-payment.machine"
import { inviteMachine } from "../../machines/invite.machine"
import { membershipMachine } from "../../machines/membership.machine"
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
    expect(applicationSelectors.refusal(newcomer)).toBe("failed")
    expect(applicationSelectors.refusal(approved)).toBeNull()
  })

  it("invites: the pending ones", () => {
    const snapshot = inviteMachine.resolveState({
      value: "ready",
      context: { invites: [{ id: "a", to: "a@x.y", status: "awaiting" }, { id: "b", to: "b@x.y", status: "rejected" }], listed: true, error: null, failure: null },
    })
    expect(inviteSelectors.pending(snapshot).map((i) => i.id)).toEqual(["a"])
    expect(inviteSelectors.invites(snapshot)).toHaveLength(2)
    expect(inviteSelectors.isReady(snapshot)).toBe(true)
    expect(inviteSelectors.error(snapshot)).toBeNull()
    expect(inviteSelectors.isSettled(snapshot)).toBe(true)
    expect(inviteSelectors.failure(snapshot)).toBeNull()
  })

  it("invites: only the first reading shows as loading; a refused change names its failure", () => {
    const first = createActor(inviteMachine).getSnapshot()
    expect(inviteSelectors.isFirstListing(first)).toBe(true)
    expect(inviteSelectors.isSettled(first)).toBe(false)
    const reload = inviteMachine.resolveState({ value: "loading", context: { invites: [], listed: true, error: null, failure: null } })
    expect(inviteSelectors.isFirstListing(reload)).toBe(false)
    const failure = { status: 409, message: "Already in a clinic" }
    const refused = inviteMachine.resolveState({ value: "ready", context: { invites: [], listed: true, error: "Already in a clinic", failure } })
    expect(inviteSelectors.failure(refused)).toBe(failure)
    const withoutCause = inviteMachine.resolveState({ value: "ready", context: { invites: [], listed: true, error: "Refused", failure: null } })
    expect(inviteSelectors.failure(withoutCause)).toBe("Refused")
    const unreadable = inviteMachine.resolveState({ value: "loadFailed", context: { invites: [], listed: false, error: "Offline", failure: null } })
    expect(inviteSelectors.loadFailed(unreadable)).toBe(true)
    expect(inviteSelectors.isSettled(unreadable)).toBe(true)
  })

  it("membership: idle until an action is asked, with the last error", () => {
    const idle = createActor(membershipMachine).getSnapshot()
    expect(membershipSelectors.isIdle(idle)).toBe(true)
    expect(membershipSelectors.error(idle)).toBeNull()
    const asked = membershipMachine.resolveState({ value: "confirming", context: { pending: { kind: "remove", memberId: "m" }, lastDone: null, error: "x" } })
    expect(membershipSelectors.isIdle(asked)).toBe(false)
    expect(membershipSelectors.error(asked)).toBe("x")
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
