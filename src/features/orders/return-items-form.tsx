import { useSelector } from "@xstate/react"
import { useId, useState, type FormEvent } from "react"
import type { ActorRefFrom } from "xstate"
import type { ReturnLineRequest, returnRequestMachine } from "../../../machines/return-request.machine"
import type { ReturnReason } from "../../api/returns-api"
import { useText, type PlainMessageId } from "../../i18n/text"
import { lineName } from "../../models/cart-model"
import type { OrderData } from "../../models/order-model"
import { ErrorNotice } from "../../ui/error-notice"

/** Props of the "Return items" form. */
export interface ReturnItemsFormProps {
  order: OrderData
  actor: ActorRefFrom<typeof returnRequestMachine>
  /** The reasons to choose from (none while loading or when they could not be read: a return needs none). */
  reasons: readonly ReturnReason[]
  reasonsFailed?: boolean
}

/**
 * "Your return is requested", while the return-request machine is in `requested`: shown above the form, so it stays
 * when the order read again has no unit left to return (and the form is gone).
 */
export function ReturnRequestedNotice({ actor }: { actor: ReturnItemsFormProps["actor"] }) {
  const text = useText()
  const requested = useSelector(actor, (snapshot) => snapshot.matches("requested"))
  return requested ? (
    <p className="notice success" role="status">
      {text("returns.requested")}
    </p>
  ) : null
}

/** The seeded reasons' texts in the page's language, by the reason's stable value. */
const REASON_TEXTS: Record<string, PlainMessageId> = {
  damaged: "returns.reasons.damaged",
  wrong_item: "returns.reasons.wrong_item",
  other: "returns.reasons.other",
}

/** A reason in the page's language when the store knows its value, else staff's label. */
function useReasonLabel() {
  const text = useText()
  return (reason: ReturnReason) => {
    const id = REASON_TEXTS[reason.value]
    return id ? text(id) : reason.label
  }
}

/**
 * The lines of a fulfilled order the shopper may send back, each with a units field up to the server's
 * `returnable_quantity`, one reason and a note for the return; sent through the return-request machine.
 */
export function ReturnItemsForm({ order, actor, reasons, reasonsFailed }: ReturnItemsFormProps) {
  const text = useText()
  const reasonLabel = useReasonLabel()
  const ids = useId()
  const state = useSelector(actor, (snapshot) => snapshot.value as "choosing" | "submitting" | "requested" | "failed")
  const nothingChosen = useSelector(actor, (snapshot) => snapshot.context.nothingChosen)
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  const lines = (order.items ?? []).filter((item) => (item.returnable_quantity ?? 0) > 0)
  const [units, setUnits] = useState<Record<string, string>>({})
  const [reasonId, setReasonId] = useState("")
  const [note, setNote] = useState("")

  if (state === "requested") {
    return lines.length ? (
      <button type="button" className="button secondary small" onClick={() => actor.send({ type: "ANOTHER" })}>
        {text("returns.another")}
      </button>
    ) : null
  }

  const busy = state === "submitting"
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const items: ReturnLineRequest[] = lines.map((line) => ({
      item_id: line.id,
      quantity: Math.min(Math.max(0, Math.trunc(Number(units[line.id] ?? 0)) || 0), line.returnable_quantity ?? 0),
      ...(reasonId ? { reason_id: reasonId } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    }))
    actor.send({ type: "SUBMIT", items })
  }
  return (
    <form className="form return-form" aria-label={text("returns.formLabel")} aria-busy={busy || undefined} onSubmit={submit} noValidate>
      <p className="muted">{text("returns.intro")}</p>
      {lines.map((line) => {
        const id = `${ids}-${line.id}`
        const left = line.returnable_quantity ?? 0
        return (
          <div className="field return-line" key={line.id}>
            <label htmlFor={id}>{lineName(line)}</label>
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={0}
              max={left}
              step={1}
              value={units[line.id] ?? "0"}
              onChange={(event) => setUnits((current) => ({ ...current, [line.id]: event.target.value }))}
              aria-label={text("returns.quantityFor", { item: lineName(line) })}
              aria-describedby={`${id}-left`}
              disabled={busy}
            />
            <p id={`${id}-left`} className="field-hint muted">
              {text("returns.left", { count: left })}
            </p>
          </div>
        )
      })}
      <div className="field">
        <label htmlFor={`${ids}-reason`}>
          {text("returns.reason")} <span className="field-optional">({text("common.optional")})</span>
        </label>
        <select id={`${ids}-reason`} value={reasonId} onChange={(event) => setReasonId(event.target.value)} disabled={busy}>
          <option value="">{text("returns.chooseReason")}</option>
          {reasons.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reasonLabel(reason)}
            </option>
          ))}
        </select>
        {reasonsFailed ? <p className="field-hint muted">{text("returns.reasonsFailed")}</p> : null}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-note`}>
          {text("returns.note")} <span className="field-optional">({text("common.optional")})</span>
        </label>
        <textarea id={`${ids}-note`} value={note} maxLength={500} rows={3} onChange={(event) => setNote(event.target.value)} disabled={busy} />
      </div>
      {nothingChosen ? (
        <p className="notice error" role="alert">
          {text("returns.nothingChosen")}
        </p>
      ) : null}
      {state === "failed" ? <ErrorNotice error={failure} /> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? text("returns.submitting") : state === "failed" ? text("returns.sendAgain") : text("returns.submit")}
        </button>
        {state === "failed" ? (
          <button type="button" className="button secondary" onClick={() => actor.send({ type: "EDIT" })}>
            {text("returns.changeLines")}
          </button>
        ) : null}
      </div>
    </form>
  )
}
