import { Link } from "react-router-dom"
import { COMPANY } from "../../app/site-footer"
import { useLocale } from "../../i18n/locale-context"
import { useText, type PlainMessageId } from "../../i18n/text"
import type { Locale } from "../../lib/locale"
import da from "./info-texts.da.json"
import en from "./info-texts.en.json"
import es from "./info-texts.es.json"

/** The store's information pages: about the company, privacy and terms of sale. */
type InfoTopic = "about" | "privacy" | "terms"

/** An id of the pages' own texts (plain text, no arguments). */
type InfoTextId = keyof typeof en

/**
 * The pages' long texts, in their own catalogues (`info-texts.<language>.json`, the same ids in each): they come with
 * this page's chunk, never with the first page's JavaScript, as the app's catalogue would.
 */
const INFO_TEXTS: Record<Locale, Record<InfoTextId, string>> = { en, da, es }

/** Each page's sections: a heading and its paragraph, in the page's language. */
const SECTIONS: Record<InfoTopic, readonly (readonly [InfoTextId, InfoTextId])[]> = {
  about: [
    ["about.whoTitle", "about.who"],
    ["about.labTitle", "about.lab"],
    ["about.qualityTitle", "about.quality"],
  ],
  privacy: [
    ["privacy.controllerTitle", "privacy.controller"],
    ["privacy.dataTitle", "privacy.data"],
    ["privacy.resultsTitle", "privacy.results"],
    ["privacy.keepTitle", "privacy.keep"],
    ["privacy.rightsTitle", "privacy.rights"],
  ],
  terms: [
    ["terms.whoTitle", "terms.who"],
    ["terms.ordersTitle", "terms.orders"],
    ["terms.pricesTitle", "terms.prices"],
    ["terms.resultsTitle", "terms.results"],
    ["terms.cancelTitle", "terms.cancel"],
  ],
}

/** The titles stay in the app's catalogue: the footer's links and the pages' document titles name them. */
const TITLES: Record<InfoTopic, PlainMessageId> = { about: "shop.about.title", privacy: "shop.privacy.title", terms: "shop.terms.title" }
const INTROS: Record<InfoTopic, InfoTextId> = { about: "about.intro", privacy: "privacy.intro", terms: "terms.intro" }

/** `/about`, `/privacy`, `/terms`: one information page with its sections and the company's details. */
function InfoPage({ topic }: { topic: InfoTopic }) {
  const text = useText()
  const info = INFO_TEXTS[useLocale()] ?? en
  return (
    <article className="page narrow info-page">
      <h1>{text(TITLES[topic])}</h1>
      <p className="lead">{info[INTROS[topic]]}</p>
      {SECTIONS[topic].map(([title, body]) => (
        <section key={title}>
          <h2>{info[title]}</h2>
          <p>{info[body]}</p>
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
