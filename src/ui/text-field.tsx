import { useId, type InputHTMLAttributes } from "react"
import { useText } from "../i18n/text"

/** Props of a labelled input. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id"> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  optional?: boolean
}

/** A labelled input with its validation message tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, value, onChange, error, optional, ...rest }: TextFieldProps) {
  const text = useText()
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="field-optional"> ({text("common.optional")})</span> : null}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
