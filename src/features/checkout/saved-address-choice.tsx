import { useId } from "react"
import type { SavedAddress } from "../../api/customers"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import { emptyAddress, toAddressValues, type AddressValues } from "../../ui/address-fields"
import { addressSummary, savedAddressIdOf } from "../../ui/address-book-model"

const NEW_ADDRESS = "new"

/**
 * The shipping address picked among the saved ones, or "A new address". The choice is read from the address in the
 * form (the saved one it equals), so editing a chosen address turns it into a new one; picking fills the form.
 */
export function SavedAddressChoice({ saved, value, onChoose }: { saved: readonly SavedAddress[]; value: AddressValues; onChoose: (address: AddressValues) => void }) {
  const text = useText()
  const locale = useLocale()
  const name = useId()
  const chosen = savedAddressIdOf(saved, value) ?? NEW_ADDRESS
  return (
    <fieldset className="fieldset">
      <legend>{text("addressBook.chooseShipping")}</legend>
      {saved.map((address) => (
        <label key={address.id} className="choice">
          <input type="radio" name={name} value={address.id} checked={chosen === address.id} onChange={() => onChoose(toAddressValues(address))} />
          <span className="address-text">{addressSummary(address, locale)}</span>
        </label>
      ))}
      <label className="choice">
        <input type="radio" name={name} value={NEW_ADDRESS} checked={chosen === NEW_ADDRESS} onChange={() => onChoose({ ...emptyAddress, country_code: value.country_code })} />
        {text("addressBook.newAddress")}
      </label>
    </fieldset>
  )
}
