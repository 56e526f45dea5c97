import { Link } from "react-router-dom"
import { useUiText } from "../../i18n/ui-text"

/** `/sign-up`: the identity provider's sign-up widget. */
export function SignUpPage() {
  const text = useUiText()
  return (
    <section className="page narrow">
      <h1>{text.login.signUpTitle}</h1>
      <p>
        {text.login.haveAccount} <Link to="/login">{text.login.title}</Link>
      </p>
    </section>
  )
}
