import { Link, Navigate } from "react-router-dom"
import { useSession } from "../../session/session-context"
import { SignInWidget } from "../../identity/widgets"
import { useUiText } from "../../i18n/ui-text"

/** `/login` (also the destination after sign-out): the identity provider's sign-in widget. */
export function LoginPage() {
  const text = useUiText()
  const session = useSession()
  if (session.status === "signed-in") return <Navigate to="/" replace />
  return (
    <section className="page narrow">
      <h1>{text.login.title}</h1>
      <div className="card">
        <SignInWidget />
      </div>
      <p>
        {text.login.noAccount} <Link to="/sign-up">{text.login.createAccount}</Link>
      </p>
    </section>
  )
}
