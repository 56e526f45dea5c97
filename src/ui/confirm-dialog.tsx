import { useEffect, useId, useRef } from "react"
import { useText } from "../i18n/text"

/** Props of the confirmation dialog. */
export interface ConfirmDialogProps {
  message: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A modal alert dialog asking to confirm a destructive action. Focus starts on "Cancel",
 * Escape cancels, and focus stays inside until it closes.
 */
export function ConfirmDialog({ message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const text = useText()
  const id = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    cancelRef.current?.focus()
    return () => previous?.focus?.()
  }, [])
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-message`}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel()
          if (event.key === "Tab") {
            const next = document.activeElement === cancelRef.current ? confirmRef.current : cancelRef.current
            event.preventDefault()
            next?.focus()
          }
        }}
      >
        <p id={`${id}-message`}>{message}</p>
        <div className="dialog-actions">
          <button ref={cancelRef} type="button" className="button secondary" onClick={onCancel}>
            {text("common.cancel")}
          </button>
          <button ref={confirmRef} type="button" className="button danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
