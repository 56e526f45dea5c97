import { Navigate, Outlet } from "react-router-dom"
import { LoadingState } from "../ui/async-state"
import { isApproved, useStoreSession } from "./store-session"

/** Routes for signed-in customers: others go to /login. */
export function RequireSignIn() {
  const session = useStoreSession()
  if (session.status === "loading") return <LoadingState />
  if (session.status === "signed-out") return <Navigate to="/login" replace />
  return <Outlet />
}

/** Routes for approved customers only (products, cart, checkout): others go to /apply. */
export function RequireApproved() {
  const session = useStoreSession()
  if (session.status === "loading") return <LoadingState />
  if (session.status === "signed-out") return <Navigate to="/login" replace />
  if (!isApproved(session)) return <Navigate to="/apply" replace />
  return <Outlet />
}
