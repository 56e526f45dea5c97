import type { Address } from "../../../machines/domain.types"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import type { AddressValues } from "../../ui/address-fields"
import { addressSummary } from "../../ui/address-book-model"

/** An address in one line after its label, with a "Change" button (named for the address) that opens its form or choices. */
export function AddressLine({ label, address, changeLabel, onChange }: { label: string; address: AddressValues; changeLabel: string; onChange: () => void }) {
  const text = useText()
  const locale = useLocale()
  return (
    <div className="address-choice-line">
      <div>
        <span className="address-choice-label">{label}</span> <span className="address-text">{addressSummary(address as Address, locale)}</span>
      </div>
      <button type="button" className="button link small" onClick={onChange}>
        {text("journey.checkout.change")}{" "}
        <span className="visually-hidden">{changeLabel}</span>
      </button>
    </div>
  )
}
