import { ORDER_REFERENCE_MAX } from "@clinic-store/contract"
import { useState } from "react"
import { useText } from "../../i18n/text"
import { ErrorNotice } from "../../ui/error-notice"
import { TextField } from "../../ui/text-field"
import { useCartReference, useSaveCartReference } from "../../queries/use-order-billing"

/**
 * The optional purchase-order number or reference of the order (at most 64 characters), saved on the cart by its own
 * button; the order, its mails and its invoice carry it.
 */
export function OrderReferenceField({ cartId }: { cartId: string }) {
  const text = useText()
  const stored = useCartReference(cartId)
  const save = useSaveCartReference(cartId)
  const saved = stored.data?.reference ?? ""
  // What the customer typed (also while the saved reference loaded) is kept; until then the field shows the saved one.
  const [typed, setValue] = useState<string | null>(null)
  const value = typed ?? saved
  const tooLong = value.trim().length > ORDER_REFERENCE_MAX
  const dirty = value.trim() !== saved
  return (
    <form
      className="form card"
      aria-label={text("invoices.referenceLabel")}
      onSubmit={(event) => {
        event.preventDefault()
        if (dirty && !tooLong) save.mutate(value, { onSuccess: ({ reference }) => setValue(reference ?? "") })
      }}
    >
      <TextField
        label={text("invoices.referenceLabel")}
        optional
        value={value}
        onChange={(next) => {
          setValue(next)
          save.reset()
        }}
        error={tooLong ? text("invoices.referenceTooLong", { max: ORDER_REFERENCE_MAX }) : undefined}
      />
      <p className="muted">{text("invoices.referenceHint")}</p>
      <div className="actions">
        <button type="submit" className="button secondary" disabled={!cartId || !dirty || tooLong || save.isPending}>
          {save.isPending ? text("common.saving") : text("invoices.referenceSave")}
        </button>
        <span role="status" aria-live="polite" className="muted">
          {save.isSuccess && !dirty ? text("invoices.referenceSaved") : ""}
        </span>
      </div>
      <ErrorNotice error={save.error} />
    </form>
  )
}
