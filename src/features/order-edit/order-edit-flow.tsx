import { useQueryClient } from "@tanstack/react-query"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useId, useState } from "react"
import { Link } from "react-router-dom"
import type { ActorRefFrom } from "xstate"
import { orderEditMachine } from "../../../machines/order-edit.machine"
import { orderEditSelectors } from "../../../machines/order-edit.selectors"
import { createOrderEditActors } from "../../actors/order-edit.actors"
import { useApi } from "../../api/api-provider"
import type { OrderEdit } from "../../api/order-edits"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"
import { env } from "../../lib/env"
import { inspect } from "../../lib/inspector"
import type { OrderData } from "../../models/order-model"
import { queryKeys } from "../../queries/query-keys"
import { useCustomerScope } from "../../queries/use-customer-scope"
import { LoadingState } from "../../ui/async-state"
import { ErrorNotice } from "../../ui/error-notice"
import { OrderEditChanges } from "./order-edit-changes"
import { OrderEditPayment } from "./order-edit-payment"

type OrderEditActor = ActorRefFrom<typeof orderEditMachine>

/** Confirm (paying first when the edit costs more) and Decline with an optional reason. */
function Answer({ actor, confirmLabel }: { actor: OrderEditActor; confirmLabel: string }) {
  const text = useText()
  const reasonId = useId()
  const [reason, setReason] = useState("")
  return (
    <div className="stack order-edit-answer">
      <button type="button" className="button primary" onClick={() => actor.send({ type: "CONFIRM" })}>
        {confirmLabel}
      </button>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: "DECLINE", reason })
        }}
      >
        <label htmlFor={reasonId}>
          {text("orderEdit.declineReason")} <span className="muted">({text("common.optional")})</span>
        </label>
        <textarea id={reasonId} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        <button type="submit" className="button secondary">
          {text("orderEdit.decline")}
        </button>
      </form>
    </div>
  )
}

/**
 * The order-edit page's flow: one order edit actor for the edit shown; the edit read again (after an answer, or when
 * the page regains focus) is handed to it. Money shown is Medusa's: the order's total, the edit's total and difference.
 */
export function OrderEditFlow({ edit, order, providerId }: { edit: OrderEdit; order: OrderData; providerId: string | null }) {
  const text = useText()
  const format = usePageFormat()
  const api = useApi()
  const queryClient = useQueryClient()
  const customerId = useCustomerScope()
  const actor = useActorRef(
    orderEditMachine.provide({
      actors: createOrderEditActors(api, { publishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY, scriptUrl: env.VITE_STRIPE_JS_URL }),
      actions: { editSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders(customerId) }) },
    }),
    { input: { edit, providerId }, inspect }
  )
  useEffect(() => {
    if (actor.getSnapshot().status === "active") actor.send({ type: "EDIT_READ", edit })
  }, [actor, edit])
  const phase = useSelector(actor, orderEditSelectors.phase)
  const error = useSelector(actor, orderEditSelectors.error)
  const money = (amount: number) => format.money(amount, order.currency_code)
  const difference = edit.difference_due
  return (
    <>
      <h1>{text("orderEdit.title", { displayId: order.display_id })}</h1>
      {phase === "confirmed" ? (
        <p className="notice success" role="status">
          {text("orderEdit.confirmed")}
        </p>
      ) : phase === "declined" ? (
        <p className="notice" role="status">
          {text("orderEdit.declined")}
        </p>
      ) : phase === "withdrawn" ? (
        <p className="notice" role="status">
          {text("orderEdit.withdrawn")}
        </p>
      ) : (
        <p>{text("orderEdit.intro")}</p>
      )}
      <OrderEditChanges edit={edit} />
      <dl className="facts order-edit-totals">
        <div>
          <dt>{text("orderEdit.totalBefore")}</dt>
          <dd>{money(order.total)}</dd>
        </div>
        <div>
          <dt>{text("orderEdit.totalAfter")}</dt>
          <dd>{money(edit.total)}</dd>
        </div>
        {difference > 0 ? (
          <div>
            <dt>{text("orderEdit.toPay")}</dt>
            <dd>{money(difference)}</dd>
          </div>
        ) : null}
      </dl>
      {difference < 0 ? <p>{text("orderEdit.costsLess", { amount: money(-difference) })}</p> : null}
      {phase === "failed" ? (
        <div>
          <ErrorNotice message={text("orderEdit.failed", { reason: error ?? "" })} />
          <button type="button" className="button secondary" onClick={() => actor.send({ type: "RETRY" })}>
            {text("common.retry")}
          </button>
        </div>
      ) : null}
      {phase === "viewing" ? <Answer actor={actor} confirmLabel={difference > 0 ? text("orderEdit.confirmAndPay", { amount: money(difference) }) : text("orderEdit.confirm")} /> : null}
      {phase === "paying" ? <OrderEditPayment actor={actor} amount={money(difference)} byCard={providerId === "stripe"} /> : null}
      {phase === "confirming" ? <LoadingState label={text("orderEdit.confirming")} /> : null}
      {phase === "declining" ? <LoadingState label={text("orderEdit.declining")} /> : null}
      {phase === "confirmed" || phase === "declined" || phase === "withdrawn" ? (
        <p>
          <Link className="button secondary" to={`/orders/${order.id}`}>
            {text("orderEdit.backToOrder")}
          </Link>
        </p>
      ) : null}
    </>
  )
}
