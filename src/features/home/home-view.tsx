import { lazy, Suspense } from "react"
import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import type { ContactFormValues } from "../../ui/contact-form"
import { FeaturedProducts, type FeaturedState } from "./featured-products"

/** The contact form loads after the page: its form and validation libraries stay out of the first page's JavaScript. */
const ContactForm = lazy(() => import("../../ui/contact-form").then((module) => ({ default: module.ContactForm })))

/** The three steps from order to result. */
const STEPS = [
  ["shop.home.step.order", "shop.home.step.orderText"],
  ["shop.home.step.sample", "shop.home.step.sampleText"],
  ["shop.home.step.results", "shop.home.step.resultsText"],
] as const

/**
 * The signed-out home that sells to clinics: what the store is (with sign in / create account and the facts a clinic
 * asks first), products with pictures and "from" prices, how ordering and results work, who runs the store, and
 * the contact form.
 */
export function HomeView({ onContact, featured }: { onContact: (values: ContactFormValues) => Promise<void>; featured: FeaturedState }) {
  const text = useText()
  return (
    <>
      <section className="home-hero">
        <div>
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
        </div>
        <ul className="card home-facts">
          <li>{text("shop.home.factTurnaround")}</li>
          <li>{text("shop.home.factAccredited")}</li>
          <li>{text("shop.home.factSecure")}</li>
        </ul>
      </section>
      <FeaturedProducts featured={featured} />
      <section className="home-section" aria-labelledby="how-it-works">
        <h2 id="how-it-works">{text("shop.home.howTitle")}</h2>
        <ol className="how-steps">
          {STEPS.map(([title, body]) => (
            <li key={title} className="card">
              <h3>{text(title)}</h3>
              <p>{text(body)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="home-section narrow" aria-labelledby="who-runs">
        <h2 id="who-runs">{text("shop.home.whoTitle")}</h2>
        <p>{text("shop.home.who")}</p>
        <p>
          <Link to="/about">{text("shop.home.aboutLink")}</Link>
        </p>
      </section>
      <section className="home-section narrow" aria-labelledby="contact-title">
        <h2 id="contact-title">{text("contact.title")}</h2>
        <p>{text("contact.intro")}</p>
        <Suspense fallback={<p className="form-placeholder">{text("common.loading")}</p>}>
          <ContactForm onSubmit={onContact} />
        </Suspense>
      </section>
    </>
  )
}
