import { Navigate } from "react-router-dom"
import { useSession } from "../../session/session-context"
import { LoadingState } from "../../ui/async-state"
import { useSendContactForm } from "../../queries/use-send-contact-form"
import { useFeaturedProducts } from "../../queries/use-products"
import { HomeView } from "./home-view"

/**
 * `/`: signed-out visitors see the store's home with its public product teaser; signed-in ones go where their
 * application status leads (approved: their own catalogue, in their language).
 */
export function HomePage() {
  const session = useSession()
  const send = useSendContactForm()
  const featured = useFeaturedProducts(session.status === "signed-out")
  if (session.status === "loading") return <LoadingState />
  if (session.status === "signed-in") {
    return <Navigate to={session.customer?.application_status === "approved" ? "/products" : "/apply"} replace />
  }
  return <HomeView onContact={send} featured={{ status: featured.isError ? "error" : featured.data ? "ready" : "loading", list: featured.data }} />
}
