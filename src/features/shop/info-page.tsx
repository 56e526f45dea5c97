import { Link } from "react-router-dom"
import { COMPANY } from "../../app/site-footer"
import { useText, type PlainMessageId } from "../../i18n/text"

/** The store's information pages: about the company, privacy and terms of sale. */
type InfoTopic = "about" | "privacy" | "terms"

/** Each page's sections: a heading and its paragraph, in the page's language. */
const SECTIONS: Record<InfoTopic, readonly (readonly [PlainMessageId, PlainMessageId])[]> = {
  about: [
    ["shop.about.whoTitle", "shop.about.who"],
    ["shop.about.labTitle", "shop.about.lab"],
    ["shop.about.qualityTitle", "shop.about.quality"],
  ],
  privacy: [
    ["shop.privacy.controllerTitle", "shop.privacy.controller"],
    ["shop.privacy.dataTitle", "shop.privacy.data"],
    ["shop.privacy.resultsTitle", "shop.privacy.results"],
    ["shop.privacy.keepTitle", "shop.privacy.keep"],
    ["shop.privacy.rightsTitle", "shop.privacy.rights"],
  ],
  terms: [
    ["shop.terms.whoTitle", "shop.terms.who"],
    ["shop.terms.ordersTitle", "shop.terms.orders"],
    ["shop.terms.pricesTitle", "shop.terms.prices"],
    ["shop.terms.resultsTitle", "shop.terms.results"],
    ["shop.terms.cancelTitle", "shop.terms.cancel"],
  ],
}

const TITLES: Record<InfoTopic, PlainMessageId> = { about: "shop.about.title", privacy: "shop.privacy.title", terms: "shop.terms.title" }
const INTROS: Record<InfoTopic, PlainMessageId> = { about: "shop.about.intro", privacy: "shop.privacy.intro", terms: "shop.terms.intro" }

/** `/about`, `/privacy`, `/terms`: one information page with its sections and the company's details. */
function InfoPage({ topic }: { topic: InfoTopic }) {
  const text = useText()
  return (
    <article className="page narrow info-page">
      <h1>{text(TITLES[topic])}</h1>
      <p className="lead">{text(INTROS[topic])}</p>
      {SECTIONS[topic].map(([title, body]) => (
        <section key={title}>
          <h2>{text(title)}</h2>
          <p>{text(body)}</p>
        </section>
      ))}
      <section>
        <h2>{text("shop.footer.company")}</h2>
        <p>
          {COMPANY.name}, {COMPANY.street}, {COMPANY.city}. {text("shop.footer.vat", { vat: COMPANY.vat })}.{" "}
          <Link to="/contact">{text("contact.title")}</Link> · <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        </p>
      </section>
    </article>
  )
}

/** The about page (a route's lazy component). */
export const AboutPage = () => <InfoPage topic="about" />
/** The privacy page. */
export const PrivacyPage = () => <InfoPage topic="privacy" />
/** The terms page. */
export const TermsPage = () => <InfoPage topic="terms" />
