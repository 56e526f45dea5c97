import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import { orderEditMachine, type OrderEditState } from "../../machines/order-edit.machine"
import { orderEditSelectors } from "../../machines/order-edit.selectors"

const edit = (status: OrderEditState["status"], difference_due: number): OrderEditState => ({ id: "oe_1", status, difference_due, payment_collection_id: difference_due > 0 ? "paycol_1" : null })

/** An order edit actor whose services never answer, so each step can be read as it stands. */
function actorFor(input: { edit: OrderEditState; providerId: string | null }) {
  const never = () => new Promise<never>(() => {})
  return createActor(
    orderEditMachine.provide({
      actors: {
        openPaymentSession: fromPromise(async () => ({ sessionId: "ps_1", clientSecret: input.providerId === "stripe" ? "pi_1_secret" : null })),
        loadCardProvider: fromPromise<unknown>(async () => ({ kind: "stripe" })),
        authorizePaymentSession: fromPromise<unknown, { collectionId: string; sessionId: string }>(never),
        completeEdit: fromPromise<OrderEditState, { editId: string }>(never),
        declineEdit: fromPromise<OrderEditState, { editId: string; reason?: string }>(never),
      },
    }),
    { input }
  ).start()
}

describe("order edit selectors", () => {
  it("shows an answered edit as it stands", () => {
    expect(orderEditSelectors.phase(actorFor({ edit: edit("confirmed", 0), providerId: "manual" }).getSnapshot())).toBe("confirmed")
    expect(orderEditSelectors.phase(actorFor({ edit: edit("declined", 0), providerId: "manual" }).getSnapshot())).toBe("declined")
    expect(orderEditSelectors.phase(actorFor({ edit: edit("canceled", 0), providerId: "manual" }).getSnapshot())).toBe("withdrawn")
  })

  it("by card: the card is shown as soon as the payment starts, the Payment Element with the intent once Stripe is loaded, loading until it is ready", async () => {
    const actor = actorFor({ edit: edit("requested", 2500), providerId: "stripe" })
    expect(orderEditSelectors.phase(actor.getSnapshot())).toBe("viewing")
    actor.send({ type: "CONFIRM" })
    await new Promise((resolve) => setTimeout(resolve, 0))
    await new Promise((resolve) => setTimeout(resolve, 0))
    const snapshot = actor.getSnapshot()
    expect([orderEditSelectors.phase(snapshot), orderEditSelectors.showsCard(snapshot), orderEditSelectors.cardPhase(snapshot)]).toEqual(["paying", true, "loading"])
    expect(orderEditSelectors.paymentElement(snapshot)).toEqual({ provider: { kind: "stripe" }, clientSecret: "pi_1_secret" })
    actor.send({ type: "CARD_READY", cardElement: {} })
    expect(orderEditSelectors.cardPhase(actor.getSnapshot())).toBe("ready")
  })

  it("by invoice: the payment is prepared without a card, then the edit is confirmed", async () => {
    const actor = actorFor({ edit: edit("requested", 2500), providerId: "manual" })
    actor.send({ type: "CONFIRM" })
    expect(orderEditSelectors.preparingPayment(actor.getSnapshot())).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const snapshot = actor.getSnapshot()
    expect([orderEditSelectors.phase(snapshot), orderEditSelectors.showsCard(snapshot), orderEditSelectors.preparingPayment(snapshot)]).toEqual(["paying", false, true])
  })

  it("an edit that costs less is confirmed without paying", () => {
    const actor = actorFor({ edit: edit("requested", -1200), providerId: "manual" })
    actor.send({ type: "CONFIRM" })
    expect(orderEditSelectors.phase(actor.getSnapshot())).toBe("confirming")
  })
})
