import { useEffect } from "react"
import { applicationStatusOf } from "../../../machines/application.machine"
import { useApi } from "../../api/api-provider"
import { useAccount } from "../../session/session-context"

/** How often the waiting page asks whether staff decided on the application, while it is shown. */
const DECISION_POLL_MS = 15_000

/**
 * While an application awaits staff review, the waiting page notices their decision (the account approved or
 * rejected): the customer is read quietly (`GET /store/user/me`) every {@link DECISION_POLL_MS} while the page is
 * visible, and at once when it is shown again or takes the focus; a decision reloads the session's customer, which
 * moves the page on. A failed read waits for the next one.
 */
export function useApplicationDecisionWatch(awaiting: boolean): void {
  const api = useApi()
  const { auth } = useAccount()
  useEffect(() => {
    if (!awaiting) return
    let stopped = false
    const check = async () => {
      if (document.visibilityState !== "visible") return
      try {
        const customer = await api.store.me()
        if (!stopped && applicationStatusOf(customer) !== "awaiting") auth.send({ type: "RELOAD_CUSTOMER" })
      } catch {
        // Offline or refused for a moment: the next tick asks again.
      }
    }
    const timer = setInterval(() => void check(), DECISION_POLL_MS)
    const onShown = () => void check()
    document.addEventListener("visibilitychange", onShown)
    window.addEventListener("focus", onShown)
    return () => {
      stopped = true
      clearInterval(timer)
      document.removeEventListener("visibilitychange", onShown)
      window.removeEventListener("focus", onShown)
    }
  }, [awaiting, api, auth])
}
