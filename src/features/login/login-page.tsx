import { Link } from "react-router-dom"
import { notWired } from "../../app/not-wired"
import { useUiText } from "../../i18n/ui-text"
import { SignInForm } from "./sign-in-form"

/** `/login` (also the destination after sign-out): the sign-in widget. */
export function LoginPage() {
  const text = useUiText()
  return (
    <section className="page narrow">
      <h1>{text.login.title}</h1>
      <SignInForm onSignIn={notWired("sign-in")} />
      <p>
        {text.login.noAccount} <Link to="/sign-up">{text.login.createAccount}</Link>
      </p>
    </section>
  )
}
