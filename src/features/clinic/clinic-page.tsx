import { useSelector } from "@xstate/react"
import { useLocation } from "react-router-dom"
import { inviteSelectors, membershipSelectors } from "../../../machines/account.selectors"
import type { MemberActionKind } from "../../../machines/membership.machine"
import { sendAndSettle } from "../../lib/actor-promise"
import { useSession } from "../../session/session-context"
import { useAccount } from "../../session/session-context"
import { useClinicChanged, useClinicDetail, useUpdateClinic } from "../../queries/use-clinic"
import type { ClinicData, InviteData } from "../../models/clinic-model"
import { ClinicProvider, useClinic } from "../../session/clinic-provider"
import { useServedCountries } from "../../queries/use-served-countries"
import { ClinicView } from "./clinic-view"
import { ClinicSpending } from "./clinic-spending"
import { useApi } from "../../api/api-provider"

function Clinic() {
  const location = useLocation()
  const session = useSession()
  const customer = session.customer
  const { auth } = useAccount()
  const { invites, membership } = useClinic()
  const clinicId = customer?.clinic?.id ?? null
  const clinic = useClinicDetail(clinicId)
  const served = useServedCountries()
  const api = useApi()
  const updateClinic = useUpdateClinic(clinicId, () => auth.send({ type: "RELOAD_CUSTOMER" }))
  const inviteList = useSelector(invites, inviteSelectors.invites)
  // Only the first listing shows the loading state: a reload after an action (the first invite sent, the
  // list still empty) must not unmount the screen and lose the action's confirmation.
  const invitesLoading = useSelector(invites, inviteSelectors.isFirstListing)
  const invitesFailed = useSelector(invites, inviteSelectors.loadFailed)

  const inviteAction = (event: Parameters<typeof invites.send>[0]) =>
    sendAndSettle(invites, event, inviteSelectors.isSettled, inviteSelectors.failure)
  const memberAction = async (kind: MemberActionKind, memberId: string) => {
    membership.send({ type: "REQUEST", action: { kind, memberId } })
    await sendAndSettle(membership, { type: "CONFIRM" }, membershipSelectors.isIdle, membershipSelectors.error)
  }
  const status = (clinicId && clinic.isPending) || invitesLoading ? "loading" : clinic.isError || invitesFailed ? "error" : "ready"

  return (
    <ClinicView
      statementUrl={clinicId ? api.store.clinicStatementUrl(clinicId) : undefined}
      joined={(location.state as { joined?: string } | null)?.joined ?? null}
      status={status}
      servedCountries={served.data ?? []}
      error={clinic.error ?? { kind: "connection" }}
      onRetry={() => {
        void clinic.refetch()
        invites.send({ type: "RELOAD" })
      }}
      clinic={(clinic.data ?? null) as ClinicData | null}
      myRole={customer?.clinic_role ?? null}
      myCustomerId={customer?.id ?? ""}
      myEmail={customer?.email ?? ""}
      invites={inviteList as InviteData[]}
      onUpdateProfile={async (changes) => {
        if (clinicId) await updateClinic.mutateAsync(changes)
      }}
      onPromote={(id) => memberAction("promote", id)}
      onDemote={(id) => memberAction("demote", id)}
      onRemove={(id) => memberAction("remove", id)}
      onTransfer={(id) => memberAction("transfer", id)}
      onInvite={(to) => inviteAction({ type: "SEND", to })}
      onRevokeInvite={(id) => inviteAction({ type: "REVOKE", id })}
      onRespondInvite={(id, answer) => inviteAction(answer === "approved" ? { type: "ACCEPT", id } : { type: "DECLINE", id })}
      spending={clinicId && clinic.data ? <ClinicSpending clinicId={clinicId} members={(clinic.data as ClinicData).members} myRole={customer?.clinic_role ?? null} /> : null}
    />
  )
}

/** `/clinic`: the customer's clinic, its members and invites (invite and membership machines). */
export function ClinicPage() {
  const clinicChanged = useClinicChanged()
  const clinicId = useSession().customer?.clinic?.id
  return (
    <ClinicProvider onClinicChanged={() => clinicId && void clinicChanged(clinicId)}>
      <Clinic />
    </ClinicProvider>
  )
}
