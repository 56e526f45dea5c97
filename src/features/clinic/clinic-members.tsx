import { useEffect, useRef, useState } from "react"
import type { ClinicRole } from "../../session/session-context"
import { isMessageId, useText, type Translate } from "../../i18n/text"
import { ActionStatus } from "../../ui/action-status"
import { ConfirmDialog } from "../../ui/confirm-dialog"
import { useAction } from "../../ui/use-action"
import { memberName, memberPermissions, type ListedMember } from "../../models/clinic-model"

/** Member actions the container performs. */
export interface MemberActions {
  onPromote: (memberId: string) => Promise<void>
  onDemote: (memberId: string) => Promise<void>
  onRemove: (memberId: string) => Promise<void>
  onTransfer: (memberId: string) => Promise<void>
}

/** A member's role in the page's language (the role as stored when it has no text). */
function roleLabel(text: Translate, role: string): string {
  const id = `clinic.roles.${role}`
  return isMessageId(id) ? text(id) : role
}

type Pending = { kind: "remove" | "leave" | "transfer"; member: ListedMember }

/** Members with their roles and the actions the caller is allowed; destructive ones ask first. */
export function ClinicMembers({ members, myRole, myCustomerId, actions }: { members: ListedMember[]; myRole: ClinicRole | null; myCustomerId: string; actions: MemberActions }) {
  const text = useText()
  const [pending, setPending] = useState<Pending | null>(null)
  const { state, run: runAction } = useAction()
  const table = useRef<HTMLTableElement>(null)
  // The member whose action ran last: the rows may re-sort (a promoted member moves up, the list is read again after
  // the action) and the pressed button may be gone (Promote becomes Demote). While the focus is lost (on the page's
  // body), it returns to that member's first action, else their row, else the members heading (a removed member);
  // once the customer has moved the focus elsewhere, the member is forgotten.
  const focusMember = useRef<string | null>(null)
  useEffect(() => {
    const id = focusMember.current
    if (state.kind === "running" || !id) return
    const row = table.current?.querySelector<HTMLTableRowElement>(`tr[data-member-id="${CSS.escape(id)}"]`)
    const active = document.activeElement
    if (active && row?.contains(active)) return
    if (active && active !== document.body) {
      focusMember.current = null
      return
    }
    const target = row?.querySelector<HTMLElement>("button:not(:disabled)") ?? row?.querySelector<HTMLElement>("th") ?? document.getElementById("members-title")
    target?.focus()
  }, [state, members])
  const run = (memberId: string, action: () => Promise<unknown>) => {
    focusMember.current = memberId
    return runAction(action)
  }

  function confirmPending() {
    if (!pending) return
    const { kind, member } = pending
    setPending(null)
    void run(member.id, () => (kind === "transfer" ? actions.onTransfer(member.id) : actions.onRemove(member.id)))
  }

  return (
    <section className="card" aria-labelledby="members-title">
      <h2 id="members-title" tabIndex={-1}>{text("clinic.members")}</h2>
      <table className="table stacked" ref={table}>
        <thead>
          <tr>
            <th scope="col">{text("clinic.member")}</th>
            <th scope="col">{text("clinic.role")}</th>
            <th scope="col">{text("clinic.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const name = memberName(member)
            const may = memberPermissions(myRole, myCustomerId, member)
            const busy = state.kind === "running"
            return (
              <tr key={member.id} data-member-id={member.id}>
                <th scope="row" tabIndex={-1}>
                  {name} {member.customer_id === myCustomerId ? <span className="muted">{text("clinic.you")}</span> : null}
                  <span className="muted block">{member.email}</span>
                </th>
                <td data-label={text("clinic.role")}>{roleLabel(text, member.role)}</td>
                <td data-label={text("clinic.actions")}>
                  <div className="row-actions">
                  {may.promote ? (
                    <button type="button" className="button secondary small" disabled={busy} aria-label={text("clinic.actionFor", { action: text("clinic.promote"), name })} onClick={() => void run(member.id, () => actions.onPromote(member.id))}>
                      {text("clinic.promote")}
                    </button>
                  ) : null}
                  {may.demote ? (
                    <button type="button" className="button secondary small" disabled={busy} aria-label={text("clinic.actionFor", { action: text("clinic.demote"), name })} onClick={() => void run(member.id, () => actions.onDemote(member.id))}>
                      {text("clinic.demote")}
                    </button>
                  ) : null}
                  {may.transfer ? (
                    <button type="button" className="button secondary small" disabled={busy} aria-label={text("clinic.actionFor", { action: text("clinic.transfer"), name })} onClick={() => setPending({ kind: "transfer", member })}>
                      {text("clinic.transfer")}
                    </button>
                  ) : null}
                  {may.remove ? (
                    <button type="button" className="button danger small" disabled={busy} aria-label={text("clinic.actionFor", { action: text("clinic.remove"), name })} onClick={() => setPending({ kind: "remove", member })}>
                      {text("clinic.remove")}
                    </button>
                  ) : null}
                  {may.leave ? (
                    <button type="button" className="button danger small" disabled={busy} onClick={() => setPending({ kind: "leave", member })}>
                      {text("clinic.leave")}
                    </button>
                  ) : null}
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <ActionStatus state={state} />
      {pending ? (
        <ConfirmDialog
          message={pending.kind === "transfer" ? text("clinic.confirmTransfer", { name: memberName(pending.member) }) : pending.kind === "leave" ? text("clinic.confirmLeave") : text("clinic.confirmRemove", { name: memberName(pending.member) })}
          confirmLabel={pending.kind === "transfer" ? text("clinic.transfer") : pending.kind === "leave" ? text("clinic.leave") : text("clinic.remove")}
          onConfirm={confirmPending}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </section>
  )
}
