import type { ReactNode } from "react"
import { useText } from "../i18n/text"
import { friendlyError } from "./friendly-error"

/**
 * An error announced to screen readers (role=alert): `message` as given, else the friendly text of `error`;
 * nothing when there is neither. The one way the screens show a failure.
 */
export function ErrorNotice({ message, error }: { message?: ReactNode; error?: unknown }) {
  const text = useText()
  const shown = message || (error ? friendlyError(text, error) : null)
  return shown ? (
    <p className="notice error" role="alert">
      {shown}
    </p>
  ) : null
}
