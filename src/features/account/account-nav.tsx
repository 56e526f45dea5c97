import { NavLink } from "react-router-dom"
import { useText } from "../../i18n/text"
import { ACCOUNT_SECTIONS, accountPath } from "./account-sections"

/** The account area's sub-navigation: one link a page, the current one marked (aria-current="page"). */
export function AccountNav() {
  const text = useText()
  return (
    <nav aria-label={text("journey.account.nav")} className="account-nav">
      <ul>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section}>
            <NavLink to={accountPath(section)} end>
              {text(`journey.account.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
