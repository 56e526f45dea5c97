import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import type { ActorRefFrom } from "xstate"
import { authSelectors } from "../../machines/account.selectors"
import type { authMachine } from "../../machines/auth.machine"
import { onSessionRejected } from "../api/session-rejected"
import { forgetEarlyRequests } from "../app/early-requests"
import type { SessionHint } from "../lib/session-hint"
import { queryKeys } from "../queries/query-keys"
import { clearCustomerStorage } from "../lib/storage"
import { createSessionChannel, type SessionChannel } from "./session-channel"

type AuthActor = ActorRefFrom<typeof authMachine>
type CustomerOf = NonNullable<ReturnType<AuthActor["getSnapshot"]>["context"]["customer"]>

/** What decides which products, prices and clinic a customer sees: when it changes, everything read for them is stale. */
function whatTheCustomerMaySee(customer: CustomerOf): string {
  const country = customer.clinic?.billing_address?.country_code ?? customer.billing_address?.country_code ?? ""
  return JSON.stringify([customer.clinic?.id ?? null, customer.clinic?.status ?? null, customer.clinic_role ?? null, customer.application_status ?? null, country])
}

/**
 * Ties everything the page keeps for a customer to the auth machine, so nothing of one customer reaches the next:
 * - signed in: the signed-in hint is written and the other tabs are told who signed in;
 * - signed out (by this tab or because the session ended elsewhere): the query cache is emptied, the customer's local
 *   storage (cart id, completion key) and the page load's early answers not yet taken removed, the hint cleared and
 *   the other tabs told;
 * - another tab signing out, or signing in as someone else, or the backend answering 401, ends this tab's session
 *   (it lands on /login).
 * - the same customer re-read with another clinic, role, approval or country (an invite accepted, a clinic saved, an
 *   approval seen): everything read for them is refetched.
 * The cart and checkout actors live below the signed-in customer and end with them.
 */
export function useSessionLifecycle(auth: AuthActor, sessionHint: SessionHint, channel?: SessionChannel) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const tabs = channel ?? createSessionChannel()
    let last: { status: "in"; customerId: string } | { status: "out" } | undefined
    let seen: string | undefined
    const follow = (snapshot: ReturnType<AuthActor["getSnapshot"]>) => {
      const customer = snapshot.context.customer
      if (authSelectors.isSignedIn(snapshot) && customer && last?.status === "in" && last.customerId === customer.id) {
        const now = whatTheCustomerMaySee(customer)
        if (seen !== now) void queryClient.invalidateQueries({ queryKey: queryKeys.customer(customer.id) })
        seen = now
      } else if (customer) seen = whatTheCustomerMaySee(customer)
      const customerId = customer?.id
      const now = authSelectors.isSignedIn(snapshot) && customerId ? ({ status: "in", customerId } as const) : authSelectors.isSignedOut(snapshot) ? ({ status: "out" } as const) : undefined
      if (!now || (now.status === last?.status && (now.status === "out" || now.customerId === (last as { customerId: string }).customerId))) return
      const previous = last
      last = now
      const forgetCustomerData = () => {
        queryClient.clear()
        clearCustomerStorage()
        forgetEarlyRequests()
      }
      if (now.status === "in") {
        if (previous?.status === "in") forgetCustomerData()
        sessionHint.write()
        tabs.post({ type: "signed-in", customerId: now.customerId })
        return
      }
      sessionHint.clear()
      forgetEarlyRequests()
      if (previous?.status !== "in") return
      forgetCustomerData()
      tabs.post({ type: "signed-out" })
    }
    follow(auth.getSnapshot())
    const subscription = auth.subscribe(follow)
    const endHere = () => auth.send({ type: "SESSION_ENDED" })
    const stopListening = tabs.listen((message) => {
      if (message.type === "signed-out") endHere()
      else if (last?.status === "in" && message.customerId !== last.customerId) endHere()
    })
    const stopWatching401 = onSessionRejected(() => {
      if (authSelectors.isSignedIn(auth.getSnapshot())) endHere()
    })
    return () => {
      subscription.unsubscribe()
      stopListening()
      stopWatching401()
    }
  }, [auth, sessionHint, channel, queryClient])
}
