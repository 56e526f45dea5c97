import { createInviteBody } from "@clinic-store/contract"
import { useState } from "react"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import { ActionStatus } from "../../ui/action-status"
import { ConfirmDialog } from "../../ui/confirm-dialog"
import { EmptyState } from "../../ui/async-state"
import { TextField } from "../../ui/text-field"
import { useAction } from "../../ui/use-action"
import { ErrorNotice } from "../../ui/error-notice"
import { useContractForm } from "../../ui/use-contract-form"
import type { InviteData } from "../../models/clinic-model"

/** Invites the clinic sent (pending = awaiting) with revoke, and the form to invite by email. */
export function ClinicInvites({ invites, onInvite, onRevoke }: { invites: InviteData[]; onInvite: (email: string) => Promise<void>; onRevoke: (inviteId: string) => Promise<void> }) {
  const text = useText()
  const format = usePageFormat()
  const [sentTo, setSentTo] = useState("")
  const [revoking, setRevoking] = useState<InviteData | null>(null)
  const invite = useContractForm(createInviteBody, { to: "" })
  const revoke = useAction()

  return (
    <section className="card" aria-labelledby="invites-sent-title">
      <h2 id="invites-sent-title">{text("clinic.invitesSent")}</h2>
      {invites.length === 0 ? (
        <EmptyState>
          <p>{text("clinic.noInvitesSent")}</p>
        </EmptyState>
      ) : (
        <table className="table stacked">
          <thead>
            <tr>
              <th scope="col">{text("clinic.inviteTo")}</th>
              <th scope="col">{text("clinic.inviteStatus")}</th>
              <th scope="col">{text("orders.date")}</th>
              <th scope="col">{text("clinic.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {invites.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.to}</th>
                <td data-label={text("clinic.inviteStatus")}>{text(`applicationStatus.${item.status}`)}</td>
                <td data-label={text("orders.date")}>{format.date(item.created_at)}</td>
                <td>
                  {item.status === "awaiting" ? (
                    <button type="button" className="button danger small" aria-label={text("clinic.revokeInvite", { to: item.to })} onClick={() => setRevoking(item)} disabled={revoke.state.kind === "running"}>
                      {text("clinic.revoke")}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ActionStatus state={revoke.state} />
      <form
        className="form inline-form"
        aria-labelledby="invite-title"
        {...invite.formProps(async ({ to }) => {
          setSentTo("")
          await onInvite(to)
          setSentTo(to)
          invite.form.reset({ to: "" })
        })}
      >
        <h3 id="invite-title">{text("clinic.inviteTitle")}</h3>
        <TextField label={text("clinic.inviteEmail")} type="email" {...invite.field("to")} required />
        <button type="submit" className="button primary" disabled={invite.submitting}>
          {text("clinic.sendInvite")}
        </button>
      </form>
      <p role="status" aria-live="polite" className="muted action-status">
        {invite.submitting ? text("common.saving") : sentTo ? text("clinic.inviteSent", { to: sentTo }) : ""}
      </p>
      <ErrorNotice message={invite.errorSummary} error={invite.formError} />
      {revoking ? (
        <ConfirmDialog
          message={text("clinic.confirmRevoke", { to: revoking.to })}
          confirmLabel={text("clinic.revoke")}
          onCancel={() => setRevoking(null)}
          onConfirm={() => {
            const id = revoking.id
            setRevoking(null)
            void revoke.run(() => onRevoke(id))
          }}
        />
      ) : null}
    </section>
  )
}
