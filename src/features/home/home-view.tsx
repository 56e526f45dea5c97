import { lazy, Suspense } from "react"
import { Link } from "react-router-dom"
import { useUiText } from "../../i18n/ui-text"
import type { ContactFormValues } from "../contact/contact-form"

/** The contact form loads after the page: its form and validation libraries stay out of the first page's JavaScript. */
const ContactForm = lazy(() => import("../contact/contact-form").then((module) => ({ default: module.ContactForm })))

/** The signed-out home: what the store is, sign in / create account, and the contact form. */
export function HomeView({ onContact }: { onContact: (values: ContactFormValues) => Promise<void> }) {
  const text = useUiText()
  const t = text.home
  return (
    <>
      <section className="hero">
        <h1>{t.title}</h1>
        <p className="lead">{t.intro}</p>
        <p className="actions">
          <Link to="/login" className="button primary">
            {t.signIn}
          </Link>
          <Link to="/sign-up" className="button secondary">
            {t.createAccount}
          </Link>
        </p>
      </section>
      <section className="page" aria-labelledby="how-it-works">
        <h2 id="how-it-works">{t.stepsTitle}</h2>
        <ol className="steps">
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="page narrow" aria-labelledby="contact-title">
        <h2 id="contact-title">{text.contact.title}</h2>
        <p>{text.contact.intro}</p>
        <Suspense fallback={<p className="form-placeholder">{text.common.loading}</p>}>
          <ContactForm onSubmit={onContact} />
        </Suspense>
      </section>
    </>
  )
}
