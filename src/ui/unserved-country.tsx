import { Link } from "react-router-dom"
import { useLocale } from "../i18n/locale-context"
import { useText } from "../i18n/text"
import { countryName } from "./country-names"

/**
 * Said instead of products or a cart when no region serves the customer's country (data from before countries were
 * checked): one sentence naming the country and whom to contact, never a spinner or a connection error.
 */
export function UnservedCountryNotice({ title, country }: { title: string; country: string }) {
  const t = useText()
  const locale = useLocale()
  return (
    <section className="page narrow">
      <h1>{title}</h1>
      <p className="notice warning" role="status">
        {t("countries.notServedYet", { country: countryName(locale, country) })} <Link to="/contact">{t("countries.contactUs")}</Link>
      </p>
    </section>
  )
}
