import { Navigate } from "react-router-dom"
import { notWired } from "../../app/not-wired"
import { useStoreSession } from "../../app/store-session"
import { ApplyView } from "./apply-view"

/** `/apply`: the application flow for signed-in customers who are not approved. */
export function ApplyPage() {
  const session = useStoreSession()
  const status = session.customer?.application_status ?? null
  if (status === "approved") return <Navigate to="/products" replace />
  return <ApplyView status={status} onRegisterClinic={notWired("clinic registration")} onApplyIndividual={notWired("application")} />
}
