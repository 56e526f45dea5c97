import { Address } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import type { AddressData } from "../domain/address-data"

/** Stores an address of the customer's address book. */
export async function insertCustomerAddress(manager: EntityManager, customerId: string, address: AddressData): Promise<Address> {
  const addresses = manager.getRepository(Address)
  const { metadata, ...fields } = address
  return addresses.save(addresses.create({ ...fields, metadata: metadata ?? undefined, customer_id: customerId }))
}
