import { useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { Navigate } from "react-router-dom"
import { applicationSelectors, inviteSelectors } from "../../../machines/account.selectors"
import { pendingInvites } from "../../../machines/invite.machine"
import { sendAndSettle } from "../../lib/actor-promise"
import { useSession } from "../../session/session-context"
import { useAccount } from "../../session/session-context"
import type { InviteData } from "../../models/clinic-model"
import { ClinicProvider, useClinic } from "../../session/clinic-provider"
import { ReceivedInvites } from "../../ui/received-invites"
import { useServedCountries } from "../../queries/use-served-countries"
import { ApplyView } from "./apply-view"
import { applicationSummaryOf } from "./awaiting-summary"
import { useApplicationDecisionWatch } from "./use-application-decision-watch"
import { forgetJoinedClinic, joinedClinic, rememberJoinedClinic } from "./joined-clinic"
import type { ClinicRegistration, IndividualApplication } from "../../../machines/application.machine"

/**
 * Invites addressed to the customer (invite machine), offered first, before applying: joining a clinic is the way in
 * an invitee came for. Accepting one is remembered for the clinic page's welcome.
 */
function InvitesReceived() {
  const { invites } = useClinic()
  const customer = useSession().customer
  const email = customer?.email.toLowerCase() ?? ""
  const mine = useSelector(invites, (s) => pendingInvites(s.context.invites).filter((invite) => invite.to.toLowerCase() === email))
  if (mine.length === 0) return null
  return (
    <ReceivedInvites
      invites={mine as InviteData[]}
      inClinic={Boolean(customer?.clinic)}
      onRespond={async (id, answer) => {
        // Remembered before the answer is sent: the customer, re-read as approved, can reach this page again (and
        // leave it) before the invite actor settles; a refusal forgets it.
        const joining = answer === "approved" ? mine.find((invite) => invite.id === id)?.clinic_name : undefined
        if (joining) rememberJoinedClinic(joining)
        try {
          await sendAndSettle(invites, answer === "approved" ? { type: "ACCEPT", id } : { type: "DECLINE", id }, inviteSelectors.isSettled, inviteSelectors.error)
        } catch (error) {
          if (joining) forgetJoinedClinic()
          throw error
        }
      }}
    />
  )
}

/**
 * Approved: joined by accepting an invite, on to the clinic's page, which welcomes them; otherwise on to the
 * products. The destination is taken once, when this is first shown: the clinic's page is a lazy route, so this page
 * stays (and may render again) until its code is there, and a second look would lead to the products instead. The
 * clinic just joined is forgotten after that (not while rendering: a render can repeat).
 */
function LeaveApproved() {
  const [joined] = useState(joinedClinic)
  useEffect(() => forgetJoinedClinic(), [])
  return joined ? <Navigate to="/clinic" replace state={{ joined }} /> : <Navigate to="/products" replace />
}

/** `/apply`: the application flow (application machine) for signed-in customers who are not approved. */
export function ApplyPage() {
  const session = useSession()
  const { application } = useAccount()
  const status = session.customer?.application_status ?? null
  const served = useServedCountries()
  // The application actor's customer: updated at once by a registration, then by the store's answer (the date).
  const applicant = useSelector(application, (snapshot) => snapshot.context.customer)
  // Waiting for staff: their approval is noticed without a reload.
  useApplicationDecisionWatch(status === "awaiting")
  if (status === "approved") return <LeaveApproved />
  const settled = (s: ReturnType<typeof application.getSnapshot>) => !applicationSelectors.isSubmitting(s)
  const failed = applicationSelectors.refusal
  return (
    <ApplyView
      status={status}
      servedCountries={served.data ?? []}
      summary={status === "awaiting" && applicant ? applicationSummaryOf(applicant) : null}
      names={{ first_name: session.customer?.first_name ?? "", last_name: session.customer?.last_name ?? "" }}
      onRegisterClinic={(clinic: ClinicRegistration) => sendAndSettle(application, { type: "REGISTER_CLINIC", clinic }, settled, failed)}
      onApplyIndividual={(app: IndividualApplication) => sendAndSettle(application, { type: "APPLY_INDIVIDUAL", application: app }, settled, failed)}
    >
      {status === null ? (
        <ClinicProvider>
          <InvitesReceived />
        </ClinicProvider>
      ) : null}
    </ApplyView>
  )
}
