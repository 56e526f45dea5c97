import { savedAddressBody } from "@clinic-store/contract"
import type { Address } from "../../../machines/domain.types"
import { useText } from "../../i18n/text"
import { AddressFields, toAddressValues } from "../../ui/address-fields"
import { ErrorNotice } from "../../ui/error-notice"
import { useContractForm } from "../../ui/use-contract-form"

/**
 * Adds or edits one address of the book, checked by the contract's schema of a saved address (recipient's first and
 * last name required, as at checkout); the server's refusal (an unserved country) is shown by its field.
 */
export function AddressForm({
  legend,
  initial,
  countries,
  onSave,
  onCancel,
}: {
  legend: string
  initial?: Address
  countries: readonly string[]
  onSave: (address: Address) => Promise<void>
  onCancel: () => void
}) {
  const text = useText()
  const { formProps, address, formError, errorSummary, submitting } = useContractForm(savedAddressBody, { address: toAddressValues(initial) })
  return (
    <form className="form" aria-label={legend} {...formProps((body) => onSave(body.address))}>
      <AddressFields legend={legend} countries={countries} {...address("address")} />
      <div className="actions">
        <button type="button" className="button secondary" onClick={onCancel}>
          {text("common.cancel")}
        </button>
        <button type="submit" className="button primary" disabled={submitting}>
          {submitting ? text("common.saving") : text("common.save")}
        </button>
      </div>
      <ErrorNotice message={errorSummary} error={formError} />
    </form>
  )
}
