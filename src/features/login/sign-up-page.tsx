import { Link, Navigate, useSearchParams } from "react-router-dom"
import { useSession } from "../../session/session-context"
import { SignUpWidget } from "../../identity/widgets"
import { useText } from "../../i18n/text"
import { InviteWelcomeSlot } from "./invite-welcome-slot"
import { returnPath, switchQuery } from "./return-path"

/** `/sign-up`: the identity provider's sign-up widget (email from `?email=`), then `?next=` or the home page. */
export function SignUpPage() {
  const text = useText()
  const session = useSession()
  const [search] = useSearchParams()
  if (session.status === "signed-in") return <Navigate to={returnPath(search)} replace />
  const withNext = switchQuery(search)
  return (
    <section className="page narrow">
      <h1>{text("login.signUpTitle")}</h1>
      <InviteWelcomeSlot inviteId={search.get("invite")} action="signUp" />
      <div className="card">
        <SignUpWidget initialEmail={search.get("email") ?? undefined} />
      </div>
      <p>
        {text("login.haveAccount")} <Link to={`/login${withNext}`}>{text("login.title")}</Link>
      </p>
    </section>
  )
}
