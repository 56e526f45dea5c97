import { Navigate } from "react-router-dom"
import { sendAndSettle } from "../../app/actor-promise"
import { useStoreSession } from "../../app/store-session"
import { useAccount } from "../account/account-provider"
import { ApplyView } from "./apply-view"
import type { ClinicRegistration } from "./clinic-application-form"
import type { IndividualApplication } from "./individual-application-form"

/** `/apply`: the application flow (application machine) for signed-in customers who are not approved. */
export function ApplyPage() {
  const session = useStoreSession()
  const { application } = useAccount()
  const status = session.customer?.application_status ?? null
  if (status === "approved") return <Navigate to="/products" replace />
  const settled = (s: ReturnType<typeof application.getSnapshot>) => !s.matches("applying") && !s.matches("registeringClinic")
  const failed = (s: ReturnType<typeof application.getSnapshot>) => (s.matches("noApplication") ? s.context.error ?? "failed" : null)
  return (
    <ApplyView
      status={status}
      onRegisterClinic={(clinic: ClinicRegistration) => sendAndSettle(application, { type: "REGISTER_CLINIC", clinic }, settled, failed)}
      onApplyIndividual={(app: IndividualApplication) => sendAndSettle(application, { type: "APPLY_INDIVIDUAL", application: app }, settled, failed)}
    />
  )
}
