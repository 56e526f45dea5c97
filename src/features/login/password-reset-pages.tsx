import { Link, Navigate, useSearchParams } from "react-router-dom"
import { useText } from "../../i18n/text"
import { useIdentity } from "../../identity/identity-context"
import { ForgotPasswordForm } from "../../identity/local/forgot-password-form"
import { ResetPasswordForm } from "../../identity/local/reset-password-form"

/** `/forgot-password`: asks for a reset mail (local identity provider; Clerk's sign-in has its own). */
export function ForgotPasswordPage() {
  const tr = useText()
  const [search] = useSearchParams()
  if (useIdentity().kind === "clerk") return <Navigate to="/login" replace />
  return (
    <section className="page narrow">
      <h1>{tr("identity.passwordReset.requestTitle")}</h1>
      <div className="card">
        <ForgotPasswordForm initialEmail={search.get("email") ?? ""} />
      </div>
      <p>
        <Link to="/login">{tr("identity.passwordReset.backToSignIn")}</Link>
      </p>
    </section>
  )
}

/** `/reset-password?token=`: the page the reset mail links to. */
export function ResetPasswordPage() {
  const tr = useText()
  const [search] = useSearchParams()
  const token = search.get("token")
  if (useIdentity().kind === "clerk") return <Navigate to="/login" replace />
  return (
    <section className="page narrow">
      <h1>{tr("identity.passwordReset.title")}</h1>
      <div className="card">
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p role="alert">
            {tr("identity.passwordReset.missingToken")} <Link to="/forgot-password">{tr("identity.passwordReset.askAgain")}</Link>
          </p>
        )}
      </div>
    </section>
  )
}
