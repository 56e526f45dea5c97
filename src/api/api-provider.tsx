import { useMemo, type ReactNode } from "react"
import { createApi, type Api } from "./index"
import { lazyCommerce } from "./lazy-commerce-client"
import { env } from "../lib/env"
import { createRequiredContext } from "../lib/required-context"

const [ApiContext, useApiContext] = createRequiredContext<Api>("useApi", "ApiProvider")

/** Provides the API services; tests pass their own `api`. */
export function ApiProvider({ api, children }: { api?: Api; children: ReactNode }) {
  const value = useMemo(() => api ?? createApi(lazyCommerce, env.VITE_MEDUSA_BACKEND_URL), [api])
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>
}

/** The API services. Actors use them; views do not call them (they send events to machines). */
export const useApi = useApiContext
