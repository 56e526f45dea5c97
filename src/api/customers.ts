import type Medusa from "@medusajs/medusa-js"
import type { Address } from "../../machines/domain.types"
import { answerOf } from "./answer"
import { normalised } from "./errors"

/** An address of the customer's address book, as Medusa keeps it. */
export type SavedAddress = Address & { id: string }

/** Medusa's own customer calls used by the storefront (orders history lives in the store API). */
export function createCustomersApi(client: Pick<Medusa, "customers" | "auth">) {
  return {
    /** `GET /store/customers/me` (Medusa's view of the customer, without clinic data). */
    retrieve: async () => (await normalised(() => client.customers.retrieve())).customer,
    /** `DELETE /store/auth`: ends Medusa's own session. */
    deleteSession: () => normalised(() => client.auth.deleteSession()),
    /** The signed-in customer's address book: Medusa's `shipping_addresses` of `GET /store/customers/me`. */
    listAddresses: async () => (await answerOf<{ customer: { shipping_addresses?: SavedAddress[] | null } }>(() => client.customers.retrieve())).customer.shipping_addresses ?? [],
    /** `POST /store/customers/me/addresses`: the server refuses a country the store does not serve. */
    addAddress: async (address: Address) => {
      await normalised(() => client.customers.addresses.addAddress({ address } as Parameters<Medusa["customers"]["addresses"]["addAddress"]>[0]))
    },
    /** `POST /store/customers/me/addresses/{id}`. */
    updateAddress: async (id: string, address: Address) => {
      await normalised(() => client.customers.addresses.updateAddress(id, address as Parameters<Medusa["customers"]["addresses"]["updateAddress"]>[1]))
    },
    /** `DELETE /store/customers/me/addresses/{id}`. */
    deleteAddress: async (id: string) => {
      await normalised(() => client.customers.addresses.deleteAddress(id))
    },
  }
}
