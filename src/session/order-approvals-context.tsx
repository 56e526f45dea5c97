import type { ApprovalRequest } from "@clinic-store/contract"
import { useActorRef, useSelector } from "@xstate/react"
import { createContext, useContext, type ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import { approvalMachine } from "../../machines/approval.machine"
import { approvalSelectors } from "../../machines/approval.selectors"
import { createApprovalActors } from "../actors/approval.actors"
import { useApi } from "../api/api-provider"
import { inspect } from "../lib/inspector"
import { useSession } from "./session-context"

/** The order approval actor of a clinic's member, owner or admin (approval requests of carts over a spending limit). */
export type OrderApprovalActorRef = ActorRefFrom<typeof approvalMachine>

const OrderApprovalsContext = createContext<OrderApprovalActorRef | null>(null)

/** One order approval actor for a signed-in customer of a clinic; started again for another customer. */
function CustomerOrderApprovals({ children }: { children: ReactNode }) {
  const api = useApi()
  const actor = useActorRef(approvalMachine.provide({ actors: createApprovalActors(api) }), { inspect })
  return <OrderApprovalsContext.Provider value={actor}>{children}</OrderApprovalsContext.Provider>
}

/**
 * The order approval requests of the signed-in customer's clinic, read from the server on every page (so a pending request
 * survives a reload: the cart stays frozen and says why, checkout says what it waits for, approvers see the count).
 * Nothing is read for a customer without a clinic.
 */
export function OrderApprovalsProvider({ children }: { children: ReactNode }) {
  const { customer } = useSession()
  if (!customer?.clinic) return <>{children}</>
  return (
    <CustomerOrderApprovals key={`${customer.id}:${customer.clinic.id}`}>{children}</CustomerOrderApprovals>
  )
}

/** The shared order approval actor, or null for a customer without a clinic (or outside OrderApprovalsProvider). */
export function useOptionalOrderApprovals(): OrderApprovalActorRef | null {
  return useContext(OrderApprovalsContext)
}

/** The newest approval request for a cart (null without one, or for a customer without a clinic). */
export function useCartApproval(cartId: string): ApprovalRequest | null {
  return useSelector(useOptionalOrderApprovals() ?? undefined, (snapshot) => (snapshot && cartId ? approvalSelectors.forCart(cartId)(snapshot) : null))
}

/** How many of the clinic's requests wait for a decision (0 for a customer without a clinic). */
export function usePendingApprovalCount(): number {
  return useSelector(useOptionalOrderApprovals() ?? undefined, (snapshot) => (snapshot ? approvalSelectors.pendingCount(snapshot) : 0))
}
