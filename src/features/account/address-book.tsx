import { useState } from "react"
import type { Address } from "../../../machines/domain.types"
import type { SavedAddress } from "../../api/customers"
import { useLocale } from "../../i18n/messages"
import { useUiText } from "../../i18n/ui-text"
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
  const text = useUiText()
  const t = text.addressBook
  const locale = useLocale()
  const [editing, setEditing] = useState<Editing>({ kind: "none" })
  const [deleting, setDeleting] = useState<SavedAddress | null>(null)
  const [deleteError, setDeleteError] = useState<unknown>(null)
  const [announcement, setAnnouncement] = useState("")

  const save = async (id: string | undefined, address: Address) => {
    await onSave(id, address)
    setEditing({ kind: "none" })
    setAnnouncement(t.saved)
  }

  return (
    <section className="card" aria-labelledby="address-book-title">
      <h2 id="address-book-title">{t.title}</h2>
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() => (
          <>
            {addresses.length ? (
              <ul className="address-list">
                {addresses.map((address) => (
                  <li key={address.id} className="address-entry">
                    <span className="address-text">{addressSummary(address, locale)}</span>
                    <span className="actions">
                      <button type="button" className="button secondary" aria-label={t.editAddress(addressSummary(address, locale))} onClick={() => setEditing({ kind: "edit", address })}>
                        {t.edit}
                      </button>
                      <button type="button" className="button danger" aria-label={t.deleteAddress(addressSummary(address, locale))} onClick={() => setDeleting(address)}>
                        {t.delete}
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState>{t.empty}</EmptyState>
            )}
            {editing.kind === "none" ? (
              <button type="button" className="button secondary" onClick={() => setEditing({ kind: "new" })}>
                {t.add}
              </button>
            ) : (
              <AddressForm
                key={editing.kind === "edit" ? editing.address.id : "new"}
                legend={editing.kind === "edit" ? t.editTitle : t.addTitle}
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
          message={t.deleteQuestion(addressSummary(deleting, locale))}
          confirmLabel={t.delete}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const id = deleting.id
            setDeleting(null)
            setDeleteError(null)
            onDelete(id).then(
              () => setAnnouncement(t.deleted),
              (failure: unknown) => setDeleteError(failure)
            )
          }}
        />
      ) : null}
    </section>
  )
}
