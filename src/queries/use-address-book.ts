import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { Address } from "../../machines/domain.types"
import { useApi } from "../api/api-provider"
import { queryKeys } from "./query-keys"
import { useCustomerScope } from "./use-customer-scope"

/** The signed-in customer's saved addresses (Medusa's address book). */
export function useAddressBook() {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({ queryKey: queryKeys.addressBook(customerId), queryFn: () => api.customers.listAddresses(), enabled: Boolean(customerId) })
}

/** What a save of the address book does: a new address (no id) or a change of a saved one. */
export interface AddressBookSave {
  id?: string
  address: Address
}

/** Adds or changes an address of the book, then reads the book again. */
export function useSaveAddress() {
  const api = useApi()
  const queryClient = useQueryClient()
  const customerId = useCustomerScope()
  return useMutation({
    mutationFn: ({ id, address }: AddressBookSave) => (id ? api.customers.updateAddress(id, address) : api.customers.addAddress(address)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addressBook(customerId) }),
  })
}

/** Deletes an address of the book, then reads the book again. */
export function useDeleteAddress() {
  const api = useApi()
  const queryClient = useQueryClient()
  const customerId = useCustomerScope()
  return useMutation({
    mutationFn: (id: string) => api.customers.deleteAddress(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addressBook(customerId) }),
  })
}
