import { createAccountApi } from "./account-api"
import { createApprovalsApi } from "./approvals-api"
import { createCatalogueApi } from "./catalogue-api"
import { createClinicApi } from "./clinic-api"
import { createLabApi } from "./lab-api"
import { createOrdersApi } from "./orders-api"
import { createReturnsApi } from "./returns-api"
import { createStoreRequest } from "./store-request"
import { env } from "../lib/env"

/** The client of the store's own routes (`{host}/store`): one request helper shared by each area's calls. */
export function createStoreApi(host: string, fetchImpl?: typeof fetch, publishableKey: string | undefined = env.VITE_MEDUSA_PUBLISHABLE_KEY) {
  const { base, request } = createStoreRequest(host, fetchImpl, publishableKey)
  return {
    ...createAccountApi(request),
    ...createCatalogueApi(request),
    ...createClinicApi(request, base),
    ...createOrdersApi(request, base),
    ...createLabApi(request, base, fetchImpl),
    ...createApprovalsApi(request),
    ...createReturnsApi(request),
  }
}
