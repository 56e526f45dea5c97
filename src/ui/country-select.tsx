import { useId } from "react"
import { useLocale } from "../i18n/locale-context"
import { useText } from "../i18n/text"
import { countryName } from "./country-names"

/**
 * A country picked among the countries offered (the ones the store serves, or the cart region's), named in the
 * page's language and sorted by that name. A stored value outside the list stays shown so nothing is silently
 * changed; the server refuses it with a message shown by the field.
 */
export function CountrySelect({
  label,
  value,
  countries,
  onChange,
  error,
}: {
  label: string
  value: string
  countries: readonly string[]
  onChange: (code: string) => void
  error?: string
}) {
  const text = useText()
  const locale = useLocale()
  const id = useId()
  const errorId = `${id}-error`
  const current = value.trim().toLowerCase()
  const codes = [...new Set([...countries.map((c) => c.toLowerCase()), ...(current ? [current] : [])])]
  const options = codes.map((code) => ({ code, name: countryName(locale, code) })).sort((a, b) => a.name.localeCompare(b.name, locale))
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => onChange(event.target.value)}
        required
        autoComplete="country"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{text("countries.choose")}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
