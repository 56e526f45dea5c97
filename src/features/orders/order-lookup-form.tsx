import { useState, type FormEvent } from "react"
import { useText } from "../../i18n/text"
import { friendlyError } from "../../ui/friendly-error"
import { TextField } from "../../ui/text-field"
import { parseOrderLookup } from "../../models/order-model"

/** Finds an order by number (display id) or id; `onLookup` resolves false when there is no such order. */
export function OrderLookupForm({ onLookup }: { onLookup: (query: { display_id: number } | { id: string }) => Promise<boolean> }) {
  const text = useText()
  const [value, setValue] = useState("")
  const [state, setState] = useState<{ kind: "idle" | "searching" | "missing" } | { kind: "failed"; error: unknown }>({ kind: "idle" })
  async function submit(event: FormEvent) {
    event.preventDefault()
    const query = parseOrderLookup(value)
    if (!query) return
    setState({ kind: "searching" })
    try {
      setState({ kind: (await onLookup(query)) ? "idle" : "missing" })
    } catch (error) {
      setState({ kind: "failed", error })
    }
  }
  return (
    <form className="form inline-form" onSubmit={submit} role="search" aria-label={text("orders.lookupTitle")}>
      <TextField label={text("orders.lookupLabel")} value={value} onChange={setValue} />
      <button type="submit" className="button secondary" disabled={state.kind === "searching"}>
        {text("orders.lookupSubmit")}
      </button>
      <div role="status" aria-live="polite" className="lookup-status">
        {state.kind === "searching" ? text("common.loading") : state.kind === "missing" ? text("orders.lookupNotFound") : state.kind === "failed" ? friendlyError(text, state.error) : ""}
      </div>
    </form>
  )
}
