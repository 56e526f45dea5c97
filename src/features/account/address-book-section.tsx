import { useAddressBook, useDeleteAddress, useSaveAddress } from "../../queries/use-address-book"
import { useServedCountries } from "../../queries/use-served-countries"
import { emptyAddress } from "../../ui/address-fields"
import { toAddressPayload } from "../../ui/address-book-model"
import { AddressBook } from "./address-book"

/** Every field of an address cleared: a change sends them all, so a field emptied in the form is emptied in the book. */
const CLEARED = toAddressPayload(emptyAddress)

/** The address book of /account over Medusa's `/store/customers/me/addresses` and the served countries. */
export function AddressBookSection() {
  const book = useAddressBook()
  const countries = useServedCountries()
  const save = useSaveAddress()
  const remove = useDeleteAddress()
  const failed = book.isError ? book : countries.isError ? countries : null
  return (
    <AddressBook
      status={failed ? "error" : book.isPending || countries.isPending ? "loading" : "ready"}
      error={failed?.error}
      onRetry={() => void failed?.refetch()}
      addresses={book.data ?? []}
      countries={countries.data ?? []}
      onSave={async (id, address) => {
        await save.mutateAsync({ id, address: { ...CLEARED, ...address } })
      }}
      onDelete={async (id) => {
        await remove.mutateAsync(id)
      }}
    />
  )
}
