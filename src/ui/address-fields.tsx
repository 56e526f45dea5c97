import { useText } from "../i18n/text"
import { CountrySelect } from "./country-select"
import { TextField } from "./text-field"

/** A postal address: name, lines, city, postal code, country (ISO 3166-1 alpha-2). */
export interface AddressValues {
  first_name: string
  last_name: string
  company: string
  address_1: string
  address_2: string
  city: string
  province: string
  postal_code: string
  country_code: string
  phone: string
}

/** An address with every field empty. */
export const emptyAddress: AddressValues = {
  first_name: "",
  last_name: "",
  company: "",
  address_1: "",
  address_2: "",
  city: "",
  province: "",
  postal_code: "",
  country_code: "",
  phone: "",
}

/** Fills an address form from a possibly partial address with nulls. */
export function toAddressValues(address: Partial<Record<keyof AddressValues, string | null | undefined>> | null | undefined): AddressValues {
  const values = { ...emptyAddress }
  for (const key of Object.keys(emptyAddress) as (keyof AddressValues)[]) values[key] = address?.[key] ?? ""
  return values
}

/**
 * A fieldset of address inputs with a legend. The country is chosen among `countries` (the ones the store serves,
 * or the cart region's); `withNames` and `withPhone` false leave out the name and the phone when the form asks for
 * them elsewhere (one field per fact on a page).
 */
export function AddressFields({
  legend,
  value,
  onChange,
  countries,
  withNames = true,
  withPhone = true,
  errors = {},
}: {
  legend: string
  value: AddressValues
  onChange: (value: AddressValues) => void
  countries: readonly string[]
  withNames?: boolean
  withPhone?: boolean
  errors?: Partial<Record<keyof AddressValues, string>>
}) {
  const text = useText()
  const field = (key: keyof AddressValues, label: string, autoComplete: string, optional = false) => (
    <TextField
      label={label}
      value={value[key]}
      onChange={(next) => onChange({ ...value, [key]: next })}
      error={errors[key]}
      autoComplete={autoComplete}
      optional={optional}
      required={!optional}
    />
  )
  return (
    <fieldset className="fieldset">
      <legend>{legend}</legend>
      {withNames ? (
        <div className="grid-2">
          {field("first_name", text("address.firstName"), "given-name")}
          {field("last_name", text("address.lastName"), "family-name")}
        </div>
      ) : null}
      {field("company", text("address.company"), "organization", true)}
      {field("address_1", text("address.address1"), "address-line1")}
      {field("address_2", text("address.address2"), "address-line2", true)}
      <div className="grid-2">
        {field("postal_code", text("address.postalCode"), "postal-code")}
        {field("city", text("address.city"), "address-level2")}
      </div>
      <div className="grid-2">
        {field("province", text("address.province"), "address-level1", true)}
        <CountrySelect
          label={text("address.countryCode")}
          value={value.country_code}
          countries={countries}
          onChange={(country_code) => onChange({ ...value, country_code })}
          error={errors.country_code}
        />
      </div>
      {withPhone ? field("phone", text("address.phone"), "tel", true) : null}
    </fieldset>
  )
}
