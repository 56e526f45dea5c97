import { useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { useLocation } from "react-router-dom"
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

function Clinic() {
  const location = useLocation()
  const session = useSession()
  const customer = session.customer
  const { auth } = useAccount()
  const { invites, membership } = useClinic()
  const clinicId = customer?.clinic?.id ?? null
  const clinic = useClinicDetail(clinicId)
  const served = useServedCountries()
  const updateClinic = useUpdateClinic(clinicId, () => auth.send({ type: "RELOAD_CUSTOMER" }))
  const inviteList = useSelector(invites, (s) => s.context.invites)
  // Only the first listing shows the loading state: a reload after an action (the first invite sent, the
  // list still empty) must not unmount the screen and lose the action's confirmation.
  const [invitesListed, setInvitesListed] = useState(false)
  const invitesReady = useSelector(invites, (s) => s.matches("ready"))
  useEffect(() => {
    if (invitesReady) setInvitesListed(true)
  }, [invitesReady])
  const invitesLoading = useSelector(invites, (s) => s.matches("loading") && s.context.invites.length === 0) && !invitesListed
  const invitesFailed = useSelector(invites, (s) => s.matches("loadFailed"))

  const inviteAction = (event: Parameters<typeof invites.send>[0]) =>
    sendAndSettle(invites, event, (s) => s.matches("ready") || s.matches("loadFailed"), (s) => (s.context.error ? s.context.failure ?? s.context.error : null))
  const memberAction = async (kind: MemberActionKind, memberId: string) => {
    membership.send({ type: "REQUEST", action: { kind, memberId } })
    await sendAndSettle(membership, { type: "CONFIRM" }, (s) => s.matches("idle"), (s) => s.context.error)
  }
  const status = (clinicId && clinic.isPending) || invitesLoading ? "loading" : clinic.isError || invitesFailed ? "error" : "ready"

  return (
    <ClinicView
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
