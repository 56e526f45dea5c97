import { lazy, Suspense } from "react"
import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import type { ContactFormValues } from "../contact/contact-form"

/** The contact form loads after the page: its form and validation libraries stay out of the first page's JavaScript. */
const ContactForm = lazy(() => import("../contact/contact-form").then((module) => ({ default: module.ContactForm })))

/** The signed-out home: what the store is, sign in / create account, and the contact form. */
export function HomeView({ onContact }: { onContact: (values: ContactFormValues) => Promise<void> }) {
  const text = useText()
  return (
    <>
      <section className="hero">
        <h1>{text("home.title")}</h1>
        <p className="lead">{text("home.intro")}</p>
        <p className="actions">
          <Link to="/login" className="button primary">
            {text("home.signIn")}
          </Link>
          <Link to="/sign-up" className="button secondary">
            {text("home.createAccount")}
          </Link>
        </p>
      </section>
      <section className="page" aria-labelledby="how-it-works">
        <h2 id="how-it-works">{text("home.stepsTitle")}</h2>
        <ol className="steps">
          {(["home.steps.0", "home.steps.1", "home.steps.2"] as const).map((id) => (
            <li key={id}>{text(id)}</li>
          ))}
        </ol>
      </section>
      <section className="page narrow" aria-labelledby="contact-title">
        <h2 id="contact-title">{text("contact.title")}</h2>
        <p>{text("contact.intro")}</p>
        <Suspense fallback={<p className="form-placeholder">{text("common.loading")}</p>}>
          <ContactForm onSubmit={onContact} />
        </Suspense>
      </section>
    </>
  )
}
