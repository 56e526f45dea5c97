import { MAX_LINE_QUANTITY } from "@clinic-store/contract"
import { useEffect, useRef, useState } from "react"
import { useText } from "../../i18n/text"
import { QuantityInput } from "./quantity-input"

/** How long the stepper waits after the last press before asking Medusa (several presses make one change). */
const STEP_PAUSE_MS = 350

/**
 * A line's quantity with − and + buttons around the field; the arrow keys step it too (Up adds one, Down takes one
 * away), from 1 to the line maximum (the line's Remove button removes it). Steps show at once in the field and are
 * sent as one change once the presses pause. Typing commits on Enter or blur as before.
 */
export function QuantityStepper({
  label,
  itemName,
  value,
  onCommit,
  onRemove,
  disabled = false,
}: {
  label: string
  itemName: string
  value: number
  onCommit: (quantity: number) => void
  onRemove: () => void
  /** The cart takes no changes now (it waits for approval): − + and the field are disabled. */
  disabled?: boolean
}) {
  const text = useText()
  const [stepped, setStepped] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // A new quantity from the cart ends the steps shown ahead of it (adjusted while rendering, not in an effect after it).
  const [steppedFrom, setSteppedFrom] = useState(value)
  if (steppedFrom !== value) {
    setSteppedFrom(value)
    setStepped(null)
  }
  const shown = stepped ?? value
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), [])
  function step(by: number) {
    const next = Math.min(MAX_LINE_QUANTITY, Math.max(1, shown + by))
    if (next === shown) return
    setStepped(next)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      timer.current = null
      if (next !== value) onCommit(next)
    }, STEP_PAUSE_MS)
  }
  return (
    <div className="stepper">
      <button type="button" className="button secondary small" aria-label={text("shop.cart.decrease", { name: itemName })} disabled={disabled || shown <= 1} onClick={() => step(-1)}>
        −
      </button>
      <QuantityInput
        label={label}
        itemName={itemName}
        value={shown}
        onCommit={onCommit}
        onRemove={onRemove}
        onStep={(by) => step(by)}
        disabled={disabled}
      />
      <button
        type="button"
        className="button secondary small"
        aria-label={text("shop.cart.increase", { name: itemName })}
        disabled={disabled || shown >= MAX_LINE_QUANTITY}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  )
}
