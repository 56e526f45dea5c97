import type { ReactNode } from "react"
import { useText } from "../i18n/text"
import { canRetry, friendlyError } from "./friendly-error"

/** Where a screen's data stands. */
export type LoadStatus = "loading" | "error" | "ready"

/** A polite live status saying the screen is loading. */
export function LoadingState({ label }: { label?: string }) {
  const text = useText()
  return (
    <p className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label ?? text("common.loading")}
    </p>
  )
}

/** A friendly error message (never the raw error text), with a retry button where trying again can help. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const text = useText()
  return (
    <div className="state state-error" role="alert">
      <p>{friendlyError(text, error)}</p>
      {onRetry && canRetry(error) ? (
        <button type="button" className="button secondary" onClick={onRetry}>
          {text("common.retry")}
        </button>
      ) : null}
    </div>
  )
}

/** A message for a list with nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="state state-empty">{children}</div>
}

/** Renders loading or error states, else the content. */
export function AsyncContent({
  status,
  error,
  onRetry,
  children,
}: {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  children: () => ReactNode
}) {
  if (status === "loading") return <LoadingState />
  if (status === "error") return <ErrorState error={error} onRetry={onRetry} />
  return <>{children()}</>
}
