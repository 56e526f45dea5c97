import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { inviteMachine, pendingInvites, type Invite } from "../../machines/invite.machine"
import { membershipMachine, type MemberAction } from "../../machines/membership.machine"

const invites: Invite[] = [
  { id: "inv_1", to: "a@example.com", status: "awaiting" },
  { id: "inv_2", to: "b@example.com", status: "approved" },
  { id: "inv_3", to: "c@example.com", status: "rejected" },
]

describe("invites", () => {
  function start(overrides: { answer?: () => Promise<unknown> } = {}) {
    const list = vi.fn(async () => invites)
    const send = vi.fn(async (input: { to: string }) => ({ id: "inv_4", to: input.to, status: "awaiting" }))
    const answer = vi.fn<(input: unknown) => Promise<unknown>>(overrides.answer ?? (async () => invites[0]))
    const revoke = vi.fn(async (_input: unknown) => ({ id: "inv_1", deleted: true }))
    const customerChanged = vi.fn()
    const machine = inviteMachine.provide({
      actors: {
        listInvites: fromPromise(() => list()),
        sendInvite: fromPromise(({ input }) => send(input as { to: string }) as Promise<Invite>),
        answerInvite: fromPromise(({ input }) => answer(input as never) as Promise<Invite>),
        revokeInvite: fromPromise(({ input }) => revoke(input as never)),
      },
      actions: { customerChanged },
    })
    return { actor: createActor(machine).start(), list, send, answer, revoke, customerChanged }
  }

  it("pending invites are the awaiting ones", () => {
    expect(pendingInvites(invites).map((i) => i.id)).toEqual(["inv_1"])
  })

  it("lists, sends and reloads", async () => {
    const { actor, list, send } = start()
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.invites).toEqual(invites)
    actor.send({ type: "SEND", to: "d@example.com" })
    await waitFor(actor, (s) => s.matches("ready") && list.mock.calls.length === 2)
    expect(send).toHaveBeenCalledWith({ to: "d@example.com" })
  })

  it("accepting approves the invite and reloads the customer; declining rejects it", async () => {
    const { actor, answer, customerChanged } = start()
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "ACCEPT", id: "inv_1" })
    await waitFor(actor, (s) => s.matches("ready") && answer.mock.calls.length === 1)
    expect(answer).toHaveBeenLastCalledWith({ id: "inv_1", status: "approved" })
    expect(customerChanged).toHaveBeenCalledTimes(1)
    actor.send({ type: "DECLINE", id: "inv_1" })
    await waitFor(actor, (s) => s.matches("ready") && answer.mock.calls.length === 2)
    expect(answer).toHaveBeenLastCalledWith({ id: "inv_1", status: "rejected" })
    expect(customerChanged).toHaveBeenCalledTimes(1)
  })

  it("revokes, and keeps the list with the error when a change fails", async () => {
    const { actor, revoke } = start({ answer: async () => Promise.reject(new Error("already in a clinic")) })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "REVOKE", id: "inv_1" })
    await waitFor(actor, () => revoke.mock.calls.length === 1)
    await waitFor(actor, (s) => s.matches("ready"))
    expect(revoke).toHaveBeenCalledWith({ id: "inv_1" })
    actor.send({ type: "ACCEPT", id: "inv_1" })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context.error).toBe("already in a clinic")
    expect(actor.getSnapshot().context.invites).toEqual(invites)
  })
})

describe("membership actions", () => {
  function start(run: (action: MemberAction) => Promise<unknown> = async () => ({})) {
    const runMemberAction = vi.fn(run)
    const clinicChanged = vi.fn()
    const machine = membershipMachine.provide({
      actors: { runMemberAction: fromPromise(({ input }) => runMemberAction(input as MemberAction)) },
      actions: { clinicChanged: (_, params) => clinicChanged(params.action) },
    })
    return { actor: createActor(machine).start(), runMemberAction, clinicChanged }
  }

  it.each(["promote", "demote", "remove", "transfer"] as const)("%s runs only after confirmation", async (kind) => {
    const { actor, runMemberAction, clinicChanged } = start()
    actor.send({ type: "REQUEST", action: { kind, memberId: "cmem_1" } })
    expect(actor.getSnapshot().value).toBe("confirming")
    expect(runMemberAction).not.toHaveBeenCalled()
    actor.send({ type: "CONFIRM" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(runMemberAction).toHaveBeenCalledWith({ kind, memberId: "cmem_1" })
    expect(clinicChanged).toHaveBeenCalledWith({ kind, memberId: "cmem_1" })
    expect(actor.getSnapshot().context.lastDone).toEqual({ kind, memberId: "cmem_1" })
    expect(actor.getSnapshot().context.pending).toBeNull()
  })

  it("cancel runs nothing; a failure keeps the error", async () => {
    const { actor, runMemberAction, clinicChanged } = start(async () => Promise.reject(new Error("not allowed")))
    actor.send({ type: "REQUEST", action: { kind: "remove", memberId: "cmem_2" } })
    actor.send({ type: "CANCEL" })
    expect(actor.getSnapshot().value).toBe("idle")
    expect(runMemberAction).not.toHaveBeenCalled()
    actor.send({ type: "REQUEST", action: { kind: "remove", memberId: "cmem_2" } })
    actor.send({ type: "CONFIRM" })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe("not allowed")
    expect(clinicChanged).not.toHaveBeenCalled()
  })
})
