import { QueryClientProvider, type QueryClient } from "@tanstack/react-query"
import { useState, type ReactNode } from "react"
import type { Api } from "../api"
import type { IdentityLike } from "../actors/identity-adapter"
import { ApiProvider } from "../api/api-provider"
import type { IdentityStatusSource } from "../session/identity-bridge"
import { SessionProvider } from "../session/session-provider"
import { CartShell } from "./cart-shell"
import { createQueryClient } from "./query-client"

/**
 * The app-wide providers, in order: query cache (the one owner of server data), API services, the session (auth,
 * application and, for approved customers, the cart, with its drawer). Render inside the router: the machines navigate.
 */
export function AppProviders({
  identity,
  identityStatus,
  api,
  queryClient,
  children,
}: {
  identity: IdentityLike
  identityStatus?: IdentityStatusSource
  api?: Api
  queryClient?: QueryClient
  children: ReactNode
}) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <ApiProvider api={api}>
        <SessionProvider identity={identity} identityStatus={identityStatus}>
          <CartShell>{children}</CartShell>
        </SessionProvider>
      </ApiProvider>
    </QueryClientProvider>
  )
}
