import type Medusa from "@medusajs/medusa-js"
import { createCartsApi } from "./carts"
import { createCustomersApi } from "./customers"
import { createOrderEditsApi } from "./order-edits"
import { createStoreApi } from "./store-api"
import { createRegionsApi } from "./regions"
import { createShippingOptionsApi } from "./shipping-options"

/** Every API service of the storefront, built over one commerce client and the host of the store's own routes. */
export function createApi(commerce: Medusa, storeApiHost: string, fetchImpl?: typeof fetch) {
  return {
    carts: createCartsApi(commerce),
    regions: createRegionsApi(commerce),
    shippingOptions: createShippingOptionsApi(commerce),
    customers: createCustomersApi(commerce),
    orderEdits: createOrderEditsApi(commerce),
    store: createStoreApi(storeApiHost, fetchImpl),
  }
}

/** The storefront's API services (what the ApiProvider hands out and the actors are bound to). */
export type Api = ReturnType<typeof createApi>
