import { Navigate, Outlet, useLocation, type Location } from "react-router-dom"
import { useIdentitySnapshot } from "../identity/identity-context"
import { LoadingState } from "../ui/async-state"
import { isApproved, useSession, type Session } from "../session/session-context"

/**
 * Whether the session is still settling for a guarded route: the auth machine is busy, or it is signed out
 * while the identity provider has not yet said whether it holds a session (a page load without the signed-in
 * hint: a provider session is then exchanged by the identity bridge, so "signed out" is not final yet).
 */
function useSettling(session: Session): boolean {
  const identity = useIdentitySnapshot()
  return session.status === "loading" || (session.status === "signed-out" && identity.status === "loading")
}

/**
 * Sign-in for a signed-out visitor of a guarded page: /login with the page asked for as `next` (a mailed "See the
 * order", a typed product URL), so signing in lands there and not on the home page.
 */
function loginFor(location: Pick<Location, "pathname" | "search" | "hash">): string {
  const asked = `${location.pathname}${location.search}${location.hash}`
  return asked === "/" ? "/login" : `/login?next=${encodeURIComponent(asked)}`
}

/** Where a guarded page sends a signed-out visitor: the page their sign-out in this tab named, else sign-in naming this page. */
function signedOutTarget(session: Session, location: Location): string {
  return session.pageAfterSignOut ?? loginFor(location)
}

/**
 * Routes for signed-in customers: others go to /login (naming the page asked for), or to the page their own sign-out named (the machine navigates
 * there too; the guard of the page being left must not send them to /login instead).
 */
export function RequireSignIn() {
  const session = useSession()
  const location = useLocation()
  if (useSettling(session)) return <LoadingState />
  if (session.status === "signed-out") return <Navigate to={signedOutTarget(session, location)} replace />
  return <Outlet />
}

/** Routes for approved customers only (products, cart, checkout): others go to /apply. */
export function RequireApproved() {
  const session = useSession()
  const location = useLocation()
  if (useSettling(session)) return <LoadingState />
  if (session.status === "signed-out") return <Navigate to={signedOutTarget(session, location)} replace />
  if (!isApproved(session)) return <Navigate to="/apply" replace />
  return <Outlet />
}
