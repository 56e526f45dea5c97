import { QueryClientProvider, type QueryClient } from "@tanstack/react-query"
import { useState, type ReactNode } from "react"
import type { Api } from "../api"
import type { IdentityLike } from "../actors/identity-adapter"
import { AccountProvider } from "../features/account/account-provider"
import { ApiProvider } from "../features/api/api-provider"
import { StoreProvider } from "../features/store/store-provider"
import { createQueryClient } from "./query-client"

/**
 * The app-wide providers, in order: query cache, API services, account (auth + application), store
 * (mounts the cart for approved customers). Render inside the router: the machines navigate.
 */
export function AppProviders({
  identity,
  api,
  queryClient,
  children,
}: {
  identity: IdentityLike
  api?: Api
  queryClient?: QueryClient
  children: ReactNode
}) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <ApiProvider api={api}>
        <AccountProvider identity={identity}>
          <StoreProvider>{children}</StoreProvider>
        </AccountProvider>
      </ApiProvider>
    </QueryClientProvider>
  )
}
