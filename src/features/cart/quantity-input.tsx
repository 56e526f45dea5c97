import { MAX_LINE_QUANTITY } from "@clinic-store/contract"
import { useId, useState } from "react"
import { useText } from "../../i18n/text"
import { ConfirmDialog } from "../../ui/confirm-dialog"

/** What a typed quantity means for a line: a change, a removal to confirm, too many, or nothing to do. */
type QuantityDecision = { kind: "change"; quantity: number } | { kind: "remove" } | { kind: "tooMany" } | { kind: "keep" }

/**
 * The rule of the quantity field: a whole number from 1 to the line maximum changes the line; 0 or less asks to
 * remove it; above the maximum is refused (the server refuses it too); anything else keeps the current quantity.
 */
function decideQuantity(draft: string, current: number, max = MAX_LINE_QUANTITY): QuantityDecision {
  const quantity = Number(draft.trim())
  if (draft.trim() === "" || !Number.isInteger(quantity)) return { kind: "keep" }
  if (quantity <= 0) return { kind: "remove" }
  if (quantity > max) return { kind: "tooMany" }
  return quantity === current ? { kind: "keep" } : { kind: "change", quantity }
}

/**
 * A line's quantity: commits on blur or Enter, states the most a line may hold, refuses more (the message stays by
 * the field) and asks before removing the line when 0 or less is typed.
 */
export function QuantityInput({
  label,
  itemName,
  value,
  onCommit,
  onRemove,
  onStep,
  disabled,
}: {
  label: string
  itemName: string
  value: number
  onCommit: (quantity: number) => void
  onRemove: () => void
  /** The arrow keys step the quantity (Up +1, Down −1) through the stepper around the field. */
  onStep?: (by: number) => void
  /** The cart takes no changes now (it waits for approval). */
  disabled?: boolean
}) {
  const t = useText()
  const id = useId()
  const [draft, setDraft] = useState(String(value))
  const [problem, setProblem] = useState<"tooMany" | "remove" | null>(null)
  // A new quantity from the cart replaces the draft (adjusted while rendering, not in an effect after it).
  const [draftOf, setDraftOf] = useState(value)
  if (draftOf !== value) {
    setDraftOf(value)
    setDraft(String(value))
  }
  function commit() {
    const decision = decideQuantity(draft, value)
    if (decision.kind === "change") {
      setProblem(null)
      onCommit(decision.quantity)
    } else if (decision.kind === "keep") {
      setProblem(null)
      setDraft(String(value))
    } else setProblem(decision.kind)
  }
  function keep() {
    setProblem(null)
    setDraft(String(value))
  }
  return (
    <div className="quantity-field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QUANTITY}
        step={1}
        value={draft}
        disabled={disabled}
        aria-invalid={problem === "tooMany" ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          // Without preventDefault the Enter's keypress would reach the removal dialog's button, focused meanwhile.
          if (event.key === "Enter") {
            event.preventDefault()
            commit()
          }
          if (onStep && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
            event.preventDefault()
            onStep(event.key === "ArrowUp" ? 1 : -1)
          }
        }}
      />
      <p id={`${id}-hint`} className={problem === "tooMany" ? "field-error" : "field-hint muted"} role={problem === "tooMany" ? "alert" : undefined}>
        {problem === "tooMany" ? t("quantity.tooMany", { max: MAX_LINE_QUANTITY }) : t("quantity.atMost", { max: MAX_LINE_QUANTITY })}
      </p>
      {problem === "remove" ? (
        <ConfirmDialog
          message={t("quantity.removeQuestion", { name: itemName })}
          confirmLabel={t("quantity.removeConfirm")}
          onConfirm={() => {
            setProblem(null)
            onRemove()
          }}
          onCancel={keep}
        />
      ) : null}
    </div>
  )
}
