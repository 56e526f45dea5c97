import { useUiText } from "../../i18n/ui-text"
import { ActionStatus } from "../../ui/action-status"
import { EmptyState } from "../../ui/async-state"
import { useAction } from "../../ui/use-action"
import type { InviteData } from "./clinic-model"

/** Invites addressed to the customer, with accept and decline. */
export function ReceivedInvites({ invites, onRespond }: { invites: InviteData[]; onRespond: (inviteId: string, status: "approved" | "rejected") => Promise<void> }) {
  const t = useUiText().clinic
  const { state, run } = useAction()
  const pending = invites.filter((invite) => invite.status === "awaiting")
  return (
    <section className="card" aria-labelledby="invites-received-title">
      <h2 id="invites-received-title">{t.invitesReceived}</h2>
      {pending.length === 0 ? (
        <EmptyState>
          <p>{t.noInvitesReceived}</p>
        </EmptyState>
      ) : (
        <ul className="invite-list">
          {pending.map((invite) => (
            <li key={invite.id}>
              <span>{t.invitedBy(invite.clinic_name)}</span>
              <span className="row-actions">
                <button type="button" className="button primary small" disabled={state.kind === "running"} aria-label={t.acceptInvite(invite.clinic_name)} onClick={() => void run(() => onRespond(invite.id, "approved"))}>
                  {t.accept}
                </button>
                <button type="button" className="button secondary small" disabled={state.kind === "running"} aria-label={t.declineInvite(invite.clinic_name)} onClick={() => void run(() => onRespond(invite.id, "rejected"))}>
                  {t.decline}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ActionStatus state={state} />
    </section>
  )
}
