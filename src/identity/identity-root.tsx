import { lazy, Suspense, useState, type ReactNode } from "react"
import { useLocale } from "../i18n/locale-context"
import { createEarlyAwareFetch } from "../app/early-fetch"
import { env } from "../lib/env"
import { IdentityProvider } from "./identity-context"
import { createLocalIdentity } from "./local/local-identity"

const ClerkIdentityRoot = lazy(() => import("./clerk/clerk-root"))

function LocalIdentityRoot({ backendUrl, children }: { backendUrl: string; children: ReactNode }) {
  // The first GET /idp/me takes the answer index.html's inline script asked for, when it did (src/app/early-fetch.ts).
  const [identity] = useState(() => createLocalIdentity({ backendUrl, fetch: createEarlyAwareFetch() }))
  return <IdentityProvider identity={identity}>{children}</IdentityProvider>
}

/**
 * Provides the store's identity provider: Clerk when a publishable key is configured (loaded lazily, so Clerk is
 * never in the main bundle), otherwise the backend's local provider under /idp.
 */
export function IdentityRoot({
  children,
  clerkPublishableKey = env.VITE_CLERK_PUBLISHABLE_KEY,
  clerkTemplate = env.VITE_CLERK_JWT_TEMPLATE,
  backendUrl = env.VITE_MEDUSA_BACKEND_URL,
}: {
  children: ReactNode
  clerkPublishableKey?: string
  clerkTemplate?: string
  backendUrl?: string
}) {
  const locale = useLocale()
  if (!clerkPublishableKey) return <LocalIdentityRoot backendUrl={backendUrl}>{children}</LocalIdentityRoot>
  return (
    <Suspense fallback={null}>
      <ClerkIdentityRoot publishableKey={clerkPublishableKey} template={clerkTemplate} locale={locale}>
        {children}
      </ClerkIdentityRoot>
    </Suspense>
  )
}
