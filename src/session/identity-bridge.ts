import { fromCallback } from "xstate"
import { authSelectors } from "../../machines/account.selectors"
import type { authMachine } from "../../machines/auth.machine"
import { SESSION_IDS } from "../../machines/session.machine"
import type { ActorRefFrom } from "xstate"

/** What the bridge needs of the identity provider: its status and its changes. */
export type IdentityStatusSource = { getSnapshot(): { status: string }; subscribe(listener: () => void): () => void }

/**
 * The session actor's identity bridge (its `identityBridge` child): sends SIGN_IN to the auth actor when the
 * identity provider holds a session the backend lacks, once per provider sign-in (a failed exchange is not retried
 * in a loop; signing out of the provider re-arms it). Without an identity status source it does nothing.
 */
export function identityBridge(identity: IdentityStatusSource | undefined) {
  return fromCallback(({ system }) => {
    const auth: ActorRefFrom<typeof authMachine> | undefined = system.get(SESSION_IDS.auth)
    if (!identity || !auth) return
    let attempted = false
    const check = () => {
      const signedIn = identity.getSnapshot().status === "signed-in"
      if (!signedIn) attempted = false
      else if (!attempted && authSelectors.isSignedOut(auth.getSnapshot())) {
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
  })
}
