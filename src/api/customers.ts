import type Medusa from "@medusajs/medusa-js"
import { normalised } from "./errors"

/** Medusa's own customer calls used by the storefront (orders history lives in the product API). */
export function createCustomersApi(client: Pick<Medusa, "customers" | "auth">) {
  return {
    /** `GET /store/customers/me` (Medusa's view of the customer, without clinic data). */
    retrieve: async () => (await normalised(() => client.customers.retrieve())).customer,
    /** `DELETE /store/auth`: ends Medusa's own session. */
    deleteSession: () => normalised(() => client.auth.deleteSession()),
  }
}
