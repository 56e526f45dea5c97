import { useState } from "react"
import type { Address } from "../../../machines/domain.types"
import type { SavedAddress } from "../../api/customers"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import { addressSummary } from "../../ui/address-book-model"
import { AsyncContent, EmptyState, type LoadStatus } from "../../ui/async-state"
import { ConfirmDialog } from "../../ui/confirm-dialog"
import { ErrorNotice } from "../../ui/error-notice"
import { AddressForm } from "./address-form"

/** Props of the address book section. */
export interface AddressBookProps {
  status: LoadStatus
  error?: unknown
  onRetry: () => void
  addresses: readonly SavedAddress[]
  /** The countries the store serves (the only ones an address may be in). */
  countries: readonly string[]
  /** Saves a new address (no id) or changes a saved one. */
  onSave: (id: string | undefined, address: Address) => Promise<void>
  onDelete: (id: string) => Promise<void>
}

type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; address: SavedAddress }

/** The customer's saved addresses on /account: listed, added, edited and deleted (after a confirmation). */
export function AddressBook({ status, error, onRetry, addresses, countries, onSave, onDelete }: AddressBookProps) {
  const text = useText()
  const locale = useLocale()
  const [editing, setEditing] = useState<Editing>({ kind: "none" })
  const [deleting, setDeleting] = useState<SavedAddress | null>(null)
  const [deleteError, setDeleteError] = useState<unknown>(null)
  const [announcement, setAnnouncement] = useState("")

  const save = async (id: string | undefined, address: Address) => {
    await onSave(id, address)
    setEditing({ kind: "none" })
    setAnnouncement(text("addressBook.saved"))
  }

  return (
    <section className="card" aria-labelledby="address-book-title">
      <h2 id="address-book-title">{text("addressBook.title")}</h2>
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() => (
          <>
            {addresses.length ? (
              <ul className="address-list">
                {addresses.map((address) => (
                  <li key={address.id} className="address-entry">
                    <span className="address-text">{addressSummary(address, locale)}</span>
                    <span className="actions">
                      <button type="button" className="button secondary" aria-label={text("addressBook.editAddress", { address: addressSummary(address, locale) })} onClick={() => setEditing({ kind: "edit", address })}>
                        {text("addressBook.edit")}
                      </button>
                      <button type="button" className="button danger" aria-label={text("addressBook.deleteAddress", { address: addressSummary(address, locale) })} onClick={() => setDeleting(address)}>
                        {text("addressBook.delete")}
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState>{text("addressBook.empty")}</EmptyState>
            )}
            {editing.kind === "none" ? (
              <button type="button" className="button secondary" onClick={() => setEditing({ kind: "new" })}>
                {text("addressBook.add")}
              </button>
            ) : (
              <AddressForm
                key={editing.kind === "edit" ? editing.address.id : "new"}
                legend={editing.kind === "edit" ? text("addressBook.editTitle") : text("addressBook.addTitle")}
                initial={editing.kind === "edit" ? editing.address : undefined}
                countries={countries}
                onSave={(address) => save(editing.kind === "edit" ? editing.address.id : undefined, address)}
                onCancel={() => setEditing({ kind: "none" })}
              />
            )}
          </>
        )}
      </AsyncContent>
      <p role="status" aria-live="polite" className="muted">
        {announcement}
      </p>
      <ErrorNotice error={deleteError} />
      {deleting ? (
        <ConfirmDialog
          message={text("addressBook.deleteQuestion", { address: addressSummary(deleting, locale) })}
          confirmLabel={text("addressBook.delete")}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const id = deleting.id
            setDeleting(null)
            setDeleteError(null)
            onDelete(id).then(
              () => setAnnouncement(text("addressBook.deleted")),
              (failure: unknown) => setDeleteError(failure)
            )
          }}
        />
      ) : null}
    </section>
  )
}
