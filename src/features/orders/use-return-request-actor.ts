import { useQueryClient } from "@tanstack/react-query"
import { useActorRef } from "@xstate/react"
import { returnRequestMachine } from "../../../machines/return-request.machine"
import { createReturnRequestActors } from "../../actors/return-request.actors"
import { useApi } from "../../api/api-provider"
import { inspect } from "../../lib/inspector"
import { queryKeys } from "../../queries/query-keys"
import { useCustomerScope } from "../../queries/use-customer-scope"

/** The "Return items" flow of one order; a made return reads the customer's orders again, so the page shows it. */
export function useReturnRequestActor(orderId: string) {
  const api = useApi()
  const customerId = useCustomerScope()
  const queryClient = useQueryClient()
  return useActorRef(
    returnRequestMachine.provide({
      actors: createReturnRequestActors(api),
      actions: { returnRequested: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders(customerId) }) },
    }),
    { input: { orderId }, inspect }
  )
}
