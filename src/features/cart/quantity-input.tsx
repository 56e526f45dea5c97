import { useEffect, useId, useState } from "react"

/** A quantity input that commits a whole number of at least 1 on blur or Enter. */
export function QuantityInput({ label, value, onCommit }: { label: string; value: number; onCommit: (quantity: number) => void }) {
  const id = useId()
  const [draft, setDraft] = useState(String(value))
  useEffect(() => setDraft(String(value)), [value])
  function commit() {
    const quantity = Number(draft)
    if (Number.isInteger(quantity) && quantity >= 1 && quantity !== value) onCommit(quantity)
    else setDraft(String(value))
  }
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit()
        }}
      />
    </>
  )
}
