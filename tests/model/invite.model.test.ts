import { inviteMachine, type Invite } from "../../machines/invite.machine"
import { describeModel } from "./support/model-suite"

const invites: Invite[] = [
  { id: "inv_1", to: "a@example.com", status: "awaiting" },
  { id: "inv_2", to: "b@example.com", status: "approved" },
]

describeModel({
  name: "invite",
  machine: inviteMachine,
  events: [
    { type: "RELOAD" },
    { type: "SEND", to: "c@example.com" },
    { type: "ACCEPT", id: "inv_1" },
    { type: "DECLINE", id: "inv_1" },
    { type: "REVOKE", id: "inv_1" },
    { type: "xstate.done.actor.listInvites", output: invites },
    { type: "xstate.error.actor.listInvites", error: new Error("offline") },
    { type: "xstate.done.actor.sendInvite", output: invites[0] },
    { type: "xstate.error.actor.sendInvite", error: new Error("conflict") },
    { type: "xstate.done.actor.answerInvite", output: invites[0] },
    { type: "xstate.error.actor.answerInvite", error: new Error("conflict") },
    { type: "xstate.done.actor.revokeInvite", output: { id: "inv_1", deleted: true } },
    { type: "xstate.error.actor.revokeInvite", error: new Error("not found") },
  ],
})
