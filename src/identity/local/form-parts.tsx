import { useId, type InputHTMLAttributes } from "react"
import type { PlainMessageId, Translate } from "../../i18n/text"
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

/**
 * "30 seconds", "2 minutes" in the page's language (Intl unit names: plural forms come with them). Under a
 * minute in seconds, otherwise in whole minutes rounded up.
 */
function waitDuration(locale: string, seconds: number): string {
  const [value, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"]
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value)
}

/** The message for an identity call's failure in the page's language (a wait, when the provider said how long). */
export function errorText(tr: Translate, locale: string, err: unknown): string {
  if (err instanceof IdentityError && err.code === "rate_limited") {
    return err.retryAfterSeconds === undefined
      ? tr("identity.errors.tooManyAttempts")
      : tr("identity.errors.tooManyAttemptsWait", { wait: waitDuration(locale, err.retryAfterSeconds) })
  }
  return tr(errorKey(err))
}

/** The text key for an identity call's failure. */
export function errorKey(err: unknown): PlainMessageId {
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
    case "rate_limited":
      return "identity.errors.tooManyAttempts"
    default:
      return "identity.errors.unknown"
  }
}
