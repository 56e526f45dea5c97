import { useEffect } from "react"
import type { AccountActors } from "./session-context"

/** What the bridge needs of the identity provider: its status and its changes. */
export type IdentityStatusSource = { getSnapshot(): { status: string }; subscribe(listener: () => void): () => void }

/**
 * Sends SIGN_IN to the auth machine when the identity provider holds a session the backend lacks: once per provider
 * sign-in (a failed exchange is not retried in a loop; signing out of the provider re-arms it).
 */
export function useIdentityBridge(identity: IdentityStatusSource | undefined, auth: AccountActors["auth"]) {
  useEffect(() => {
    if (!identity) return
    let attempted = false
    const check = () => {
      const signedIn = identity.getSnapshot().status === "signed-in"
      if (!signedIn) attempted = false
      else if (!attempted && auth.getSnapshot().matches("signedOut")) {
        attempted = true
        auth.send({ type: "SIGN_IN" })
      }
    }
    check()
    const stopIdentity = identity.subscribe(check)
    const stopAuth = auth.subscribe(check)
    return () => {
      stopIdentity()
      stopAuth.unsubscribe()
    }
  }, [identity, auth])
}
