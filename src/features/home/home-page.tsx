import { Navigate } from "react-router-dom"
import { useSession } from "../../session/session-context"
import { LoadingState } from "../../ui/async-state"
import { useSendContactForm } from "../contact/use-send-contact-form"
import { HomeView } from "./home-view"

/** `/`: signed-out visitors see the store's home; signed-in ones go where their application status leads. */
export function HomePage() {
  const session = useSession()
  const send = useSendContactForm()
  if (session.status === "loading") return <LoadingState />
  if (session.status === "signed-in") {
    return <Navigate to={session.customer?.application_status === "approved" ? "/products" : "/apply"} replace />
  }
  return <HomeView onContact={send} />
}
