import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"

/** `/account/deleted`: said once the account is deleted and the customer signed out, with where to go next. */
export function AccountDeletedPage() {
  const text = useText()
  return (
    <section className="page narrow" aria-labelledby="account-deleted-title">
      <h1 id="account-deleted-title">{text("journey.account.deletedTitle")}</h1>
      <p className="lead" role="status">
        {text("journey.account.deletedText")}
      </p>
      <p className="actions">
        <Link to="/" className="button primary">
          {text("journey.account.deletedHome")}
        </Link>
        <Link to="/sign-up" className="button secondary">
          {text("journey.account.deletedSignUp")}
        </Link>
      </p>
    </section>
  )
}
