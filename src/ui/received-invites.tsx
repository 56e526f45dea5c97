import { useText } from "../i18n/text"
import { ActionStatus } from "./action-status"
import { EmptyState } from "./async-state"
import { useAction } from "./use-action"
import type { InviteData } from "../models/clinic-model"

/**
 * Invites addressed to the customer, with accept and decline. Someone already in a clinic cannot join another (the
 * server refuses it too): they are told so instead of being offered Accept.
 */
export function ReceivedInvites({
  invites,
  inClinic,
  onRespond,
}: {
  invites: InviteData[]
  inClinic: boolean
  onRespond: (inviteId: string, status: "approved" | "rejected") => Promise<void>
}) {
  const t = useText()
  const { state, run } = useAction()
  const pending = invites.filter((invite) => invite.status === "awaiting")
  return (
    <section className="card" aria-labelledby="invites-received-title">
      <h2 id="invites-received-title">{t("clinic.invitesReceived")}</h2>
      {pending.length === 0 ? (
        <EmptyState>
          <p>{t("clinic.noInvitesReceived")}</p>
        </EmptyState>
      ) : (
        <ul className="invite-list">
          {pending.map((invite) => (
            <li key={invite.id}>
              <span>{t("clinic.invitedBy", { clinic: invite.clinic_name })}</span>
              {inClinic ? <span className="muted">{t("serverReasons.cannotAcceptInClinic")}</span> : null}
              <span className="row-actions">
                {inClinic ? null : (
                <button type="button" className="button primary small" disabled={state.kind === "running"} aria-label={t("clinic.acceptInvite", { clinic: invite.clinic_name })} onClick={() => void run(() => onRespond(invite.id, "approved"))}>
                  {t("clinic.accept")}
                </button>
                )}
                <button type="button" className="button secondary small" disabled={state.kind === "running"} aria-label={t("clinic.declineInvite", { clinic: invite.clinic_name })} onClick={() => void run(() => onRespond(invite.id, "rejected"))}>
                  {t("clinic.decline")}
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
