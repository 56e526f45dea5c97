import { Link } from "react-router-dom"
import { useText } from "../i18n/text"

/** The company behind the store, as its pages and the footer name it (not translated: a legal name and address). */
export const COMPANY = {
  name: "Clinic Store ApS",
  street: "Ole Maaløes Vej 3",
  city: "2200 København N, Danmark",
  vat: "DK 41 87 65 21",
  email: "hello@clinicstore.example",
  phone: "+45 70 20 30 40",
} as const

/** The footer on every page: what the store is, its legal pages, how to reach it and who runs it. */
export function SiteFooter() {
  const text = useText()
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section aria-labelledby="footer-store">
          <h2 id="footer-store">{text("common.storeName")}</h2>
          <p>{text("footer.text")}</p>
        </section>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info">{text("shop.footer.information")}</h2>
          <ul>
            <li>
              <Link to="/about">{text("shop.about.title")}</Link>
            </li>
            <li>
              <Link to="/privacy">{text("shop.privacy.title")}</Link>
            </li>
            <li>
              <Link to="/terms">{text("shop.terms.title")}</Link>
            </li>
            <li>
              <Link to="/contact">{text("contact.title")}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{text("shop.footer.company")}</h2>
          <address>
            {COMPANY.name}
            <br />
            {COMPANY.street}
            <br />
            {COMPANY.city}
            <br />
            {text("shop.footer.vat", { vat: COMPANY.vat })}
            <br />
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            <br />
            <a href={`tel:${COMPANY.phone.replace(/\s/g, "")}`}>{COMPANY.phone}</a>
          </address>
        </section>
      </div>
    </footer>
  )
}
