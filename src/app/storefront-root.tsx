import { useMemo } from "react"
import type { Api } from "../api"
import type { IdentityLike } from "../actors/identity-adapter"
import { useIdentity } from "../identity/identity-context"
import { Layout } from "./layout"
import { AppProviders } from "./providers"
import { IdentityBridge, SessionBridge } from "./session-bridge"

/**
 * The root route's element: the machines' providers (inside the router, since machines navigate), the
 * identity → auth bridge, the screens' session, and the page layout. `api` lets tests inject fakes.
 */
export function StorefrontRoot({ api }: { api?: Api }) {
  const identity = useIdentity()
  const identityLike = useMemo<IdentityLike>(
    () => ({
      getToken: (options) => identity.getToken(options),
      signOut: () => identity.signOut(),
      hasSession: () => identity.getSnapshot().status === "signed-in",
    }),
    [identity]
  )
  return (
    <AppProviders identity={identityLike} api={api}>
      <IdentityBridge />
      <SessionBridge>
        <Layout />
      </SessionBridge>
    </AppProviders>
  )
}
