import { Link } from "react-router-dom"
import { useUiText } from "../i18n/ui-text"

/** Any unknown path. */
export function NotFoundPage() {
  const t = useUiText().notFound
  return (
    <section className="page narrow">
      <h1>{t.title}</h1>
      <p>
        <Link to="/">{t.back}</Link>
      </p>
    </section>
  )
}
