import { membershipMachine } from "../../machines/membership.machine"
import { describeModel } from "./support/model-suite"

describeModel({
  name: "membership",
  machine: membershipMachine,
  events: [
    { type: "REQUEST", action: { kind: "promote", memberId: "cmem_1" } },
    { type: "REQUEST", action: { kind: "transfer", memberId: "cmem_2" } },
    { type: "CONFIRM" },
    { type: "CANCEL" },
    { type: "xstate.done.actor.runMemberAction", output: { member: { id: "cmem_1", role: "admin" } } },
    { type: "xstate.error.actor.runMemberAction", error: new Error("not allowed") },
  ],
})
