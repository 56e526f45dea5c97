import type Medusa from "@medusajs/medusa-js"
import { createCartsApi } from "./carts"
import { createCustomersApi } from "./customers"
import { createOrderEditsApi } from "./order-edits"
import { createProductApi } from "./product-api"
import { createRegionsApi } from "./regions"
import { createShippingOptionsApi } from "./shipping-options"

/** Every API service of the storefront, built over one commerce client and one product API host. */
export function createApi(commerce: Medusa, productApiHost: string, fetchImpl?: typeof fetch) {
  return {
    carts: createCartsApi(commerce),
    regions: createRegionsApi(commerce),
    shippingOptions: createShippingOptionsApi(commerce),
    customers: createCustomersApi(commerce),
    orderEdits: createOrderEditsApi(commerce),
    product: createProductApi(productApiHost, fetchImpl),
  }
}

/** The storefront's API services (what the ApiProvider hands out and the actors are bound to). */
export type Api = ReturnType<typeof createApi>
