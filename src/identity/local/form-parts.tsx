import { useId, type InputHTMLAttributes } from "react"
import type { MessageKey } from "../../i18n/messages"
import { IdentityError } from "../types"

/** A labelled input with its error message (announced, and tied to the input with aria-describedby). */
export function Field({ label, error, ...input }: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** The text key for an identity call's failure. */
export function errorKey(err: unknown): MessageKey {
  if (!(err instanceof IdentityError)) return "identity.errors.unknown"
  switch (err.code) {
    case "invalid_credentials":
      return "identity.errors.invalidCredentials"
    case "invalid_code":
      return "identity.errors.invalidCode"
    case "email_taken":
      return "identity.errors.emailTaken"
    case "network":
      return "identity.errors.network"
    default:
      return "identity.errors.unknown"
  }
}
