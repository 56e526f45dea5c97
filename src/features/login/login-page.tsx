import { Link, Navigate, useSearchParams } from "react-router-dom"
import { useSession } from "../../session/session-context"
import { useIdentity } from "../../identity/identity-context"
import { SignInWidget } from "../../identity/widgets"
import { useText } from "../../i18n/text"
import { InviteWelcomeSlot } from "./invite-welcome-slot"
import { returnPath, switchQuery } from "./return-path"

/**
 * `/login` (also the destination after sign-out): the identity provider's sign-in widget, then `?next=` (a mailed
 * link's destination) or the home page. The local provider also offers "Forgot password?".
 */
export function LoginPage() {
  const text = useText()
  const session = useSession()
  const identity = useIdentity()
  const [search] = useSearchParams()
  if (session.status === "signed-in") return <Navigate to={returnPath(search)} replace />
  const withNext = switchQuery(search)
  return (
    <section className="page narrow">
      <h1>{text("login.title")}</h1>
      <InviteWelcomeSlot inviteId={search.get("invite")} action="signIn" />
      <div className="card">
        <SignInWidget initialEmail={search.get("email") ?? undefined} />
      </div>
      {identity.kind !== "clerk" && (
        <p>
          <Link to="/forgot-password">{text("identity.passwordReset.forgot")}</Link>
        </p>
      )}
      <p>
        {text("login.noAccount")} <Link to={`/sign-up${withNext}`}>{text("login.createAccount")}</Link>
      </p>
    </section>
  )
}
