import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import type { ClinicRole } from "../../session/session-context"
import { useText } from "../../i18n/text"
import { AsyncContent, type LoadStatus } from "../../ui/async-state"
import { ClinicInvites } from "./clinic-invites"
import { ClinicMembers, type MemberActions } from "./clinic-members"
import { canManageClinic, type ClinicData, type ClinicProfileChanges, type InviteData } from "../../models/clinic-model"
import { ClinicProfile } from "./clinic-profile"
import { ReceivedInvites } from "../../ui/received-invites"

/** Props of the clinic screen. */
export interface ClinicViewProps extends MemberActions {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  clinic: ClinicData | null
  myRole: ClinicRole | null
  myCustomerId: string
  myEmail: string
  invites: InviteData[]
  onUpdateProfile: (changes: ClinicProfileChanges) => Promise<void>
  /** The countries the store serves (the regions'), offered for the billing address. */
  servedCountries: readonly string[]
  onInvite: (email: string) => Promise<void>
  onRevokeInvite: (inviteId: string) => Promise<void>
  onRespondInvite: (inviteId: string, status: "approved" | "rejected") => Promise<void>
  /** Spending limits and approval requests, shown below the members. */
  spending?: ReactNode
  /** The address of the statement of the clinic's open invoices (PDF), offered to owners and admins. */
  statementUrl?: string
  /** The clinic the customer just joined by accepting an invite: welcomed once. */
  joined?: string | null
}

/**
 * `/clinic`: profile, the results inbox and (owners and admins) the statement of open invoices, members, invites sent
 * (owners and admins) and invites received.
 */
export function ClinicView(props: ClinicViewProps) {
  const { status, error, onRetry, clinic, myRole, myCustomerId, myEmail, invites } = props
  const t = useText()
  const received = invites.filter((invite) => invite.to.toLowerCase() === myEmail.toLowerCase())
  const sent = invites.filter((invite) => clinic && invite.clinic_id === clinic.id)
  return (
    <section className="page">
      <h1>{clinic?.name ?? t("clinic.title")}</h1>
      {props.joined ? (
        <p className="notice success" role="status">
          {t("journey.joining.welcome", { clinic: props.joined })}
        </p>
      ) : null}
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() => (
          <div className="stack">
            {clinic ? (
              <>
                <ClinicProfile clinic={clinic} canEdit={canManageClinic(myRole)} countries={props.servedCountries} onSave={props.onUpdateProfile} />
                <nav className="card" aria-labelledby="clinic-work-title">
                  <h2 id="clinic-work-title">{t("results.clinicNav")}</h2>
                  <div className="actions">
                    <Link className="button secondary" to="/clinic/results">
                      {t("results.title")}
                    </Link>
                    {canManageClinic(myRole) && props.statementUrl ? (
                      <a className="button secondary" href={props.statementUrl} download>
                        {t("clinic.statement")}
                      </a>
                    ) : null}
                  </div>
                </nav>
                <ClinicMembers members={clinic.members} myRole={myRole} myCustomerId={myCustomerId} actions={props} />
                {props.spending}
                {canManageClinic(myRole) ? <ClinicInvites invites={sent} onInvite={props.onInvite} onRevoke={props.onRevokeInvite} /> : null}
              </>
            ) : (
              <p className="lead">{t("clinic.noClinic")}</p>
            )}
            <ReceivedInvites invites={received} inClinic={Boolean(clinic)} onRespond={props.onRespondInvite} />
          </div>
        )}
      </AsyncContent>
    </section>
  )
}
