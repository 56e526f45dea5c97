import type { ClinicRole, MemberSpending, SpendingLimitsBody } from "@clinic-store/contract"
import { useState } from "react"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"
import { isZeroDecimal, toMajorUnits } from "../../lib/money"
import { ActionStatus } from "../../ui/action-status"
import { useAction } from "../../ui/use-action"
import { memberName, type ListedMember } from "../../models/clinic-model"

/** A member as the clinic answers it, with their limits and month's spend where the caller may see them. */
export type MemberWithSpending = ListedMember & { spending?: MemberSpending | null }

/** A limit typed in major units (blank = no limit) as minor units; NaN when it is not a number. */
function toMinor(value: string, currency: string): number | null {
  if (!value.trim()) return null
  const major = Number(value.replace(",", "."))
  return Math.round(major * (isZeroDecimal(currency) ? 1 : 100))
}

const toInput = (amount: number | null, currency: string) => (amount === null ? "" : String(toMajorUnits(amount, currency)))

/** The owner's or an admin's form for one member's limits. */
function LimitsForm({ member, spending, onSave }: { member: MemberWithSpending; spending: MemberSpending; onSave: (limits: SpendingLimitsBody) => Promise<void> }) {
  const text = useText()
  const [perOrder, setPerOrder] = useState(toInput(spending.per_order, spending.currency_code))
  const [perMonth, setPerMonth] = useState(toInput(spending.per_month, spending.currency_code))
  const save = useAction()
  const name = memberName(member)
  const currency = spending.currency_code.toUpperCase()
  return (
    <form
      className="form inline-form"
      aria-label={text("approvals.limitsFor", { name })}
      onSubmit={(event) => {
        event.preventDefault()
        void save.run(() => onSave({ per_order: toMinor(perOrder, spending.currency_code), per_month: toMinor(perMonth, spending.currency_code) }))
      }}
    >
      <label>
        {text("approvals.perOrder", { currency })}
        <input type="number" min="0" step="any" inputMode="decimal" value={perOrder} onChange={(event) => setPerOrder(event.target.value)} />
      </label>
      <label>
        {text("approvals.perMonth", { currency })}
        <input type="number" min="0" step="any" inputMode="decimal" value={perMonth} onChange={(event) => setPerMonth(event.target.value)} />
      </label>
      <button type="submit" className="button secondary small" disabled={save.state.kind === "running"}>
        {text("approvals.saveLimits")}
      </button>
      <ActionStatus state={save.state} doneMessage={text("approvals.limitsSaved")} />
    </form>
  )
}

/** Members' spending limits and this month's spend; the owner and admins change them (blank = no limit). */
export function MemberLimits({ members, myRole, onSave }: { members: MemberWithSpending[]; myRole: ClinicRole | null; onSave: (customerId: string, limits: SpendingLimitsBody) => Promise<void> }) {
  const text = useText()
  const format = usePageFormat()
  const limited = members.filter((member) => member.role === "member" && member.spending)
  const mayEdit = myRole === "owner" || myRole === "admin"
  if (limited.length === 0) return null
  const amount = (value: number | null, currency: string) => (value === null ? text("approvals.noLimit") : format.money(value, currency))
  return (
    <section className="card" aria-labelledby="limits-title">
      <h2 id="limits-title">{text("approvals.limitsTitle")}</h2>
      <p className="muted">{text("approvals.limitsHint")}</p>
      <ul className="stack">
        {limited.map((member) => {
          const spending = member.spending as MemberSpending
          return (
            <li key={member.id}>
              <p>
                <strong>{memberName(member)}</strong>
              </p>
              <p>
                {text("approvals.perOrderShown", { amount: amount(spending.per_order, spending.currency_code) })} ·{" "}
                {text("approvals.perMonthShown", { amount: amount(spending.per_month, spending.currency_code) })} ·{" "}
                {text("approvals.monthSpend", { amount: format.money(spending.month_spend, spending.currency_code) })}
              </p>
              {mayEdit ? <LimitsForm member={member} spending={spending} onSave={(limits) => onSave(member.customer_id, limits)} /> : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
