import { ORDER_REFERENCE_MAX } from "@clinic-store/contract"
import { useText } from "../../i18n/text"
import { ErrorNotice } from "../../ui/error-notice"
import { TextField } from "../../ui/text-field"
import type { ReferenceDraft } from "./use-reference-draft"

/**
 * The optional purchase-order number or reference of the order (at most 64 characters), saved on the cart by its own
 * button or, when typed and not saved, by "Place order" before the order is placed; the order, its mails and its
 * invoice carry it.
 */
export function OrderReferenceField({ draft }: { draft: ReferenceDraft }) {
  const text = useText()
  const { value, dirty, tooLong, save } = draft
  return (
    <form
      className="form card"
      aria-label={text("invoices.referenceLabel")}
      onSubmit={(event) => {
        event.preventDefault()
        void draft.flush()
      }}
    >
      <TextField
        label={text("invoices.referenceLabel")}
        optional
        value={value}
        onChange={draft.type}
        error={tooLong ? text("invoices.referenceTooLong", { max: ORDER_REFERENCE_MAX }) : undefined}
      />
      <p className="muted">{text("invoices.referenceHint")}</p>
      <div className="actions">
        <button type="submit" className="button secondary" disabled={!dirty || tooLong || save.isPending}>
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
