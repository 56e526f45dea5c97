import { useSelector } from "@xstate/react"
import { useState } from "react"
import { Link } from "react-router-dom"
import type { ActorRefFrom } from "xstate"
import type { ApprovalRequest, ClinicRole } from "@clinic-store/contract"
import type { approvalMachine } from "../../../machines/approval.machine"
import { approvalSelectors } from "../../../machines/approval.selectors"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"
import { useLocale } from "../../i18n/locale-context"
import { addressSummary } from "../../ui/address-book-model"
import { EmptyState } from "../../ui/async-state"
import { ErrorNotice } from "../../ui/error-notice"

type ApprovalActor = ActorRefFrom<typeof approvalMachine>

/**
 * What the owner reads before deciding: the member's spend this month before the order, the PO, where it goes and the
 * member's note (each only when there is one).
 */
function ApprovalFacts({ approval }: { approval: ApprovalRequest }) {
  const text = useText()
  const format = usePageFormat()
  const locale = useLocale()
  return (
    <>
      <p>{text("approvals.spentBefore", { amount: format.money(approval.month_spend, approval.currency_code) })}</p>
      {approval.reference ? <p>{text("approvals.referenceShown", { reference: approval.reference })}</p> : null}
      {approval.shipping_address ? <p>{text("approvals.shipTo", { address: addressSummary(approval.shipping_address, locale) })}</p> : null}
      {approval.note ? <p className="approval-note">{text("approvals.noteShown", { note: approval.note })}</p> : null}
    </>
  )
}

/** One request: who asked, what, over which limit; the owner and admins approve or reject a pending one with a reason. */
function ApprovalItem({ approval, actor, mayDecide }: { approval: ApprovalRequest; actor: ApprovalActor; mayDecide: boolean }) {
  const text = useText()
  const format = usePageFormat()
  const working = useSelector(actor, approvalSelectors.isWorking)
  const [reason, setReason] = useState("")
  const who = approval.customer_name ?? approval.customer_email ?? ""
  const total = format.money(approval.totals.total, approval.currency_code)
  const reasonId = `reject-reason-${approval.id}`
  return (
    <li className="card" aria-label={text("approvals.requestBy", { name: who, total })}>
      <p>
        <strong>{who}</strong> · {format.date(approval.created_at)} · {text(`approvals.status.${approval.status}`)}
      </p>
      <p>
        {text("approvals.total", { total })} ·{" "}
        {text(approval.limit === "per_order" ? "approvals.overPerOrder" : "approvals.overPerMonth", { limit: format.money(approval.limit_amount, approval.currency_code) })}
      </p>
      <ApprovalFacts approval={approval} />
      <ul className="muted">
        {approval.items.map((item, index) => (
          <li key={index}>
            {item.quantity} × {item.title}: {format.money(item.total, approval.currency_code)}
          </li>
        ))}
      </ul>
      {approval.status === "approved" && approval.order_id ? (
        <p>
          <Link to={`/orders/${approval.order_id}`}>{text("approvals.orderPlaced", { number: approval.order_display_id ?? "" })}</Link>
        </p>
      ) : null}
      {approval.status === "rejected" && approval.reason ? <p>{text("approvals.rejectedBecause", { reason: approval.reason })}</p> : null}
      {mayDecide && approval.status === "pending" ? (
        <div className="stack">
          <button type="button" className="button" disabled={working} onClick={() => actor.send({ type: "APPROVE", id: approval.id })}>
            {text("approvals.approve")}
          </button>
          <form
            className="form"
            onSubmit={(event) => {
              event.preventDefault()
              if (reason.trim()) actor.send({ type: "REJECT", id: approval.id, reason: reason.trim() })
            }}
          >
            <label htmlFor={reasonId}>{text("approvals.reason")}</label>
            <textarea id={reasonId} required maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
            <button type="submit" className="button danger" disabled={working || !reason.trim()}>
              {text("approvals.reject")}
            </button>
          </form>
        </div>
      ) : null}
    </li>
  )
}

/** The clinic's approval requests for its owner and admins (approve, reject), a member's own requests for a member. */
export function ClinicApprovals({ actor, myRole }: { actor: ApprovalActor; myRole: ClinicRole | null }) {
  const text = useText()
  const approvals = useSelector(actor, approvalSelectors.approvals)
  const error = useSelector(actor, approvalSelectors.error)
  const failure = useSelector(actor, (s) => s.context.failure)
  const mayDecide = myRole === "owner" || myRole === "admin"
  return (
    <section className="card" aria-labelledby="approvals-title">
      <h2 id="approvals-title">{text("approvals.title")}</h2>
      <div role="status" aria-live="polite">
        {error ? <ErrorNotice error={failure ?? error} /> : null}
      </div>
      {approvals.length === 0 ? (
        <EmptyState>
          <p>{text("approvals.none")}</p>
        </EmptyState>
      ) : (
        <ul className="stack">
          {approvals.map((approval) => (
            <ApprovalItem key={approval.id} approval={approval} actor={actor} mayDecide={mayDecide} />
          ))}
        </ul>
      )}
    </section>
  )
}
