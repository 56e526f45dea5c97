import { useMemo } from "react"
import type { Api } from "../api"
import type { IdentityLike } from "../actors/identity-adapter"
import { useIdentity } from "../identity/identity-context"
import { Layout } from "./layout"
import { AppProviders } from "./providers"

/**
 * The root route's element: the providers (inside the router, since machines navigate), with the identity provider
 * both as the token source and as the status the session follows, and the page layout. `api` lets tests inject fakes.
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
    <AppProviders identity={identityLike} identityStatus={identity} api={api}>
      <Layout />
    </AppProviders>
  )
}
