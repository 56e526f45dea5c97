import { useActorRef } from "@xstate/react"
import { approvalMachine } from "../../machines/approval.machine"
import { createApprovalActors } from "../actors/approval.actors"
import { inspect } from "../lib/inspector"
import { useApi } from "../api/api-provider"

/** An order approval actor for one screen (the clinic's approvers, a member's checkout); `onOrderPlaced` runs after an approve. */
export function useOrderApprovalActor(onOrderPlaced: () => void = () => {}) {
  const api = useApi()
  return useActorRef(approvalMachine.provide({ actors: createApprovalActors(api), actions: { orderPlaced: onOrderPlaced } }), { inspect })
}
