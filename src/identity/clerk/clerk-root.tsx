import { ClerkProvider, useClerk, useUser } from "@clerk/react"
import { daDK, enUS, esES } from "@clerk/localizations"
import { useEffect, useRef, useState, type ReactNode } from "react"
import type { Locale } from "../../lib/locale"
import { IdentityProvider } from "../identity-context"
import { createClerkIdentity, type ClerkLike } from "./clerk-identity"

/** Clerk's texts for each storefront language. */
const CLERK_LOCALIZATIONS = { en: enUS, da: daDK, es: esES } as const

function ClerkBridge({ template, children }: { template: string; children: ReactNode }) {
  const clerk = useClerk()
  const { isLoaded, user } = useUser()
  const clerkRef = useRef<ClerkLike>(clerk)
  clerkRef.current = clerk
  const [identity] = useState(() => createClerkIdentity(() => clerkRef.current, template))
  useEffect(() => identity.update(isLoaded, user), [identity, isLoaded, user])
  return <IdentityProvider identity={identity}>{children}</IdentityProvider>
}

/**
 * Clerk, mounted only when VITE_CLERK_PUBLISHABLE_KEY is set and loaded lazily (its own chunk): ClerkProvider in
 * the page's language, and the Clerk adapter provided to the components below. Clerk's telemetry (reports from
 * development instances) is off.
 */
export default function ClerkIdentityRoot(props: { publishableKey: string; template: string; locale: Locale; children: ReactNode }) {
  return (
    <ClerkProvider publishableKey={props.publishableKey} localization={CLERK_LOCALIZATIONS[props.locale]} afterSignOutUrl="/login" telemetry={false}>
      <ClerkBridge template={props.template}>{props.children}</ClerkBridge>
    </ClerkProvider>
  )
}
