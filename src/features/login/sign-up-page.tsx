import { Link, Navigate } from "react-router-dom"
import { useSession } from "../../session/session-context"
import { SignUpWidget } from "../../identity/widgets"
import { useUiText } from "../../i18n/ui-text"

/** `/sign-up`: the identity provider's sign-up widget. */
export function SignUpPage() {
  const text = useUiText()
  const session = useSession()
  if (session.status === "signed-in") return <Navigate to="/" replace />
  return (
    <section className="page narrow">
      <h1>{text.login.signUpTitle}</h1>
      <div className="card">
        <SignUpWidget />
      </div>
      <p>
        {text.login.haveAccount} <Link to="/login">{text.login.title}</Link>
      </p>
    </section>
  )
}
