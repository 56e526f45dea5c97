import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react"
import type { IdentityProvider as IdentityProviderApi, IdentitySnapshot } from "./types"

const IdentityContext = createContext<IdentityProviderApi | null>(null)

/** Makes an identity provider (Clerk, local or fake) available to the components below. */
export function IdentityProvider({ identity, children }: { identity: IdentityProviderApi; children: ReactNode }) {
  return <IdentityContext.Provider value={identity}>{children}</IdentityContext.Provider>
}

/** The identity provider in use; throws outside {@link IdentityProvider}. */
export function useIdentity(): IdentityProviderApi {
  const identity = useContext(IdentityContext)
  if (!identity) throw new Error("useIdentity must be used within IdentityProvider")
  return identity
}

/** The provider's current status and user, re-rendering on change. */
export function useIdentitySnapshot(): IdentitySnapshot {
  const identity = useIdentity()
  return useSyncExternalStore(identity.subscribe, identity.getSnapshot, identity.getSnapshot)
}
