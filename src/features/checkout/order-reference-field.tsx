import { ORDER_REFERENCE_MAX } from "@clinic-store/contract"
import { useEffect, useState } from "react"
import { useText } from "../../i18n/text"
import { ErrorNotice } from "../../ui/error-notice"
import { TextField } from "../../ui/text-field"
import { useApi } from "../api/api-provider"

type Saving = "idle" | "saving" | "saved"

/**
 * The optional purchase-order number or reference of the order (at most 64 characters), saved on the cart by its own
 * button; the order, its mails and its invoice carry it.
 */
export function OrderReferenceField({ cartId }: { cartId: string }) {
  const text = useText()
  const api = useApi()
  const [saved, setSaved] = useState("")
  const [value, setValue] = useState("")
  const [state, setState] = useState<Saving>("idle")
  const [error, setError] = useState<unknown>(null)
  useEffect(() => {
    if (!cartId) return
    let live = true
    api.product.cartReference(cartId).then(
      ({ reference }) => {
        if (!live) return
        setSaved(reference ?? "")
        // What the customer typed while it loaded is kept.
        setValue((typed) => typed || (reference ?? ""))
      },
      () => undefined
    )
    return () => {
      live = false
    }
  }, [api, cartId])
  const tooLong = value.trim().length > ORDER_REFERENCE_MAX
  const dirty = value.trim() !== saved
  async function save() {
    setError(null)
    setState("saving")
    try {
      const { reference } = await api.product.setCartReference(cartId, value.trim() || null)
      setSaved(reference ?? "")
      setValue(reference ?? "")
      setState("saved")
    } catch (failure) {
      setError(failure)
      setState("idle")
    }
  }
  return (
    <form
      className="form card"
      aria-label={text("invoices.referenceLabel")}
      onSubmit={(event) => {
        event.preventDefault()
        if (dirty && !tooLong) void save()
      }}
    >
      <TextField
        label={text("invoices.referenceLabel")}
        optional
        value={value}
        onChange={(next) => {
          setValue(next)
          setState("idle")
        }}
        error={tooLong ? text("invoices.referenceTooLong", { max: ORDER_REFERENCE_MAX }) : undefined}
      />
      <p className="muted">{text("invoices.referenceHint")}</p>
      <div className="actions">
        <button type="submit" className="button secondary" disabled={!cartId || !dirty || tooLong || state === "saving"}>
          {state === "saving" ? text("common.saving") : text("invoices.referenceSave")}
        </button>
        <span role="status" aria-live="polite" className="muted">
          {state === "saved" && !dirty ? text("invoices.referenceSaved") : ""}
        </span>
      </div>
      <ErrorNotice error={error} />
    </form>
  )
}
