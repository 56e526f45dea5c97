import { useState } from "react"
import type { ClinicRole } from "../../session/session-context"
import { useUiText } from "../../i18n/ui-text"
import { ActionStatus } from "../../ui/action-status"
import { ConfirmDialog } from "../../ui/confirm-dialog"
import { useAction } from "../../ui/use-action"
import { memberName, memberPermissions, type ClinicMember } from "./clinic-model"

/** Member actions the container performs. */
export interface MemberActions {
  onPromote: (memberId: string) => Promise<void>
  onDemote: (memberId: string) => Promise<void>
  onRemove: (memberId: string) => Promise<void>
  onTransfer: (memberId: string) => Promise<void>
}

type Pending = { kind: "remove" | "leave" | "transfer"; member: ClinicMember }

/** Members with their roles and the actions the caller is allowed; destructive ones ask first. */
export function ClinicMembers({ members, myRole, myCustomerId, actions }: { members: ClinicMember[]; myRole: ClinicRole | null; myCustomerId: string; actions: MemberActions }) {
  const text = useUiText()
  const t = text.clinic
  const [pending, setPending] = useState<Pending | null>(null)
  const { state, run } = useAction()

  function confirmPending() {
    if (!pending) return
    const { kind, member } = pending
    setPending(null)
    void run(() => (kind === "transfer" ? actions.onTransfer(member.id) : actions.onRemove(member.id)))
  }

  return (
    <section className="card" aria-labelledby="members-title">
      <h2 id="members-title">{t.members}</h2>
      <table className="table stacked">
        <thead>
          <tr>
            <th scope="col">{t.member}</th>
            <th scope="col">{t.role}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const name = memberName(member)
            const may = memberPermissions(myRole, myCustomerId, member)
            const busy = state.kind === "running"
            return (
              <tr key={member.id}>
                <th scope="row">
                  {name} {member.customer_id === myCustomerId ? <span className="muted">{t.you}</span> : null}
                  <span className="muted block">{member.email}</span>
                </th>
                <td data-label={t.role}>{t.roles[member.role] ?? member.role}</td>
                <td className="row-actions">
                  {may.promote ? (
                    <button type="button" className="button secondary small" disabled={busy} aria-label={t.actionFor(t.promote, name)} onClick={() => void run(() => actions.onPromote(member.id))}>
                      {t.promote}
                    </button>
                  ) : null}
                  {may.demote ? (
                    <button type="button" className="button secondary small" disabled={busy} aria-label={t.actionFor(t.demote, name)} onClick={() => void run(() => actions.onDemote(member.id))}>
                      {t.demote}
                    </button>
                  ) : null}
                  {may.transfer ? (
                    <button type="button" className="button secondary small" disabled={busy} aria-label={t.actionFor(t.transfer, name)} onClick={() => setPending({ kind: "transfer", member })}>
                      {t.transfer}
                    </button>
                  ) : null}
                  {may.remove ? (
                    <button type="button" className="button danger small" disabled={busy} aria-label={t.actionFor(t.remove, name)} onClick={() => setPending({ kind: "remove", member })}>
                      {t.remove}
                    </button>
                  ) : null}
                  {may.leave ? (
                    <button type="button" className="button danger small" disabled={busy} onClick={() => setPending({ kind: "leave", member })}>
                      {t.leave}
                    </button>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <ActionStatus state={state} />
      {pending ? (
        <ConfirmDialog
          message={pending.kind === "transfer" ? t.confirmTransfer(memberName(pending.member)) : pending.kind === "leave" ? t.confirmLeave : t.confirmRemove(memberName(pending.member))}
          confirmLabel={pending.kind === "transfer" ? t.transfer : pending.kind === "leave" ? t.leave : t.remove}
          onConfirm={confirmPending}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </section>
  )
}
