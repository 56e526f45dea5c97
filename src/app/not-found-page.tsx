import { Link } from "react-router-dom"
import { useText } from "../i18n/text"

/** Any unknown path. */
export function NotFoundPage() {
  const t = useText()
  return (
    <section className="page narrow">
      <h1>{t("notFound.title")}</h1>
      <p>
        <Link to="/">{t("notFound.back")}</Link>
      </p>
    </section>
  )
}
