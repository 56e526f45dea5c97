import { MAX_APPROVAL_NOTE } from "@clinic-store/contract"
import { useSelector } from "@xstate/react"
import { useEffect, useRef, useState } from "react"
import { Link } from "react-router-dom"
import { approvalSelectors } from "../../../machines/approval.selectors"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"
import { ErrorNotice } from "../../ui/error-notice"
import { TextField } from "../../ui/text-field"
import { useOptionalOrderApprovals, type OrderApprovalActorRef } from "../../session/order-approvals-context"

/** The prefix of the server's message when a completion is refused for a spending limit (403 `approval_required`). */
const APPROVAL_REQUIRED = "approval_required:"

/** Whether a refused completion asks for approval (the member's cart is over a spending limit). */
export function isApprovalRequired(refusal: { message: string } | null): boolean {
  return Boolean(refusal?.message.startsWith(APPROVAL_REQUIRED))
}

/**
 * Shown at checkout when the cart is over the member's spending limit or has a request: "Ask for approval" sends the
 * request with an optional note to the owner (the cart is then frozen), "Withdraw request" takes a pending one back
 * (the cart is open again), and the request's answer appears here when the owner or an admin decides (the clinic's
 * approval actor reads the list again while it is pending, and on every page load).
 */
export function AskForApproval({ cartId }: { cartId: string }) {
  const actor = useOptionalOrderApprovals()
  return actor ? <ApprovalCard actor={actor} cartId={cartId} /> : null
}

function ApprovalCard({ actor, cartId }: { actor: OrderApprovalActorRef; cartId: string }) {
  const text = useText()
  const format = usePageFormat()
  const request = useSelector(actor, approvalSelectors.forCart(cartId))
  const working = useSelector(actor, approvalSelectors.isWorking)
  const error = useSelector(actor, (s) => s.context.failure ?? s.context.error)
  const [note, setNote] = useState("")
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [request?.status])
  const money = (amount: number) => format.money(amount, request?.currency_code ?? "usd")
  const mayAsk = !request || request.status === "rejected" || request.status === "withdrawn"
  const noteTooLong = note.trim().length > MAX_APPROVAL_NOTE
  return (
    <section className="card" aria-labelledby="ask-approval-title">
      <h2 id="ask-approval-title" ref={heading} tabIndex={-1}>
        {request?.status === "approved" ? text("approvals.approvedOrder") : request?.status === "rejected" ? text("approvals.rejectedTitle") : text("approvals.needed")}
      </h2>
      {request ? (
        <p>
          {request.limit === "per_order"
            ? text("approvals.neededPerOrder", { total: money(request.totals.total), limit: money(request.limit_amount) })
            : text("approvals.neededPerMonth", { total: money(request.totals.total), spent: money(request.month_spend), limit: money(request.limit_amount) })}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {request?.status === "pending" ? <p>{text("approvals.asked")}</p> : null}
        {request?.status === "withdrawn" ? <p>{text("approvals.withdrawnNote")}</p> : null}
        {request?.status === "rejected" && request.reason ? <p>{text("approvals.rejectedBecause", { reason: request.reason })}</p> : null}
        {request?.status === "approved" && request.order_id ? (
          <p>
            <Link to={`/orders/${request.order_id}`}>{text("approvals.seeOrder", { number: request.order_display_id ?? "" })}</Link>
          </p>
        ) : null}
      </div>
      <ErrorNotice error={error} />
      {request?.status === "pending" ? (
        <button type="button" className="button secondary" disabled={working} onClick={() => actor.send({ type: "WITHDRAW", id: request.id })}>
          {text("approvals.withdraw")}
        </button>
      ) : null}
      {mayAsk ? (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault()
            if (!noteTooLong) actor.send({ type: "REQUEST", cartId, note })
          }}
        >
          <TextField
            label={text("approvals.note")}
            optional
            value={note}
            onChange={setNote}
            error={noteTooLong ? text("approvals.noteTooLong", { max: MAX_APPROVAL_NOTE }) : undefined}
          />
          <button type="submit" className="button" disabled={working || noteTooLong}>
            {text("approvals.ask")}
          </button>
        </form>
      ) : null}
    </section>
  )
}
