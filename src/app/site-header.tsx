import { Link, NavLink } from "react-router-dom"
import { useText } from "../i18n/text"
import { LanguageSwitcher } from "./language-switcher"

/** Props of the site header. */
export interface SiteHeaderProps {
  signedIn: boolean
  /** Approved customers see products and their cart; others (awaiting, rejected, not applied) do not. */
  approved: boolean
  inClinic: boolean
  cartCount: number
  /** Requests waiting for the customer's decision (an owner's or admin's); 0 shows nothing. */
  pendingApprovals?: number
  onSignOut: () => void
}

/** Header on every page: store name, navigation (different for signed-in and signed-out visitors) and the language choice. */
export function SiteHeader({ signedIn, approved, inClinic, cartCount, pendingApprovals = 0, onSignOut }: SiteHeaderProps) {
  const text = useText()
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        {text("common.storeName")}
      </Link>
      <nav aria-label={text("header.mainNav")}>
        <ul className="nav-list">
          {signedIn ? (
            <>
              {approved ? (
                <li>
                  <NavLink to="/products">{text("header.products")}</NavLink>
                </li>
              ) : null}
              <li>
                <NavLink to="/orders">{text("header.orders")}</NavLink>
              </li>
              {inClinic ? (
                <li>
                  <NavLink to="/clinic">
                    {text("header.clinic")}
                    {pendingApprovals > 0 ? (
                      <>
                        {" "}
                        <span className="badge" aria-hidden="true">
                          {pendingApprovals}
                        </span>
                        <span className="visually-hidden">{text("header.approvalsPending", { count: pendingApprovals })}</span>
                      </>
                    ) : null}
                  </NavLink>
                </li>
              ) : null}
              <li>
                <NavLink to="/account">{text("header.account")}</NavLink>
              </li>
              <li>
                <NavLink to="/contact">{text("header.contact")}</NavLink>
              </li>
              {approved ? (
                <li>
                  <NavLink to="/cart" className="cart-link" aria-label={`${text("header.cart")} ${cartCount} ${text("header.cartItems", { count: cartCount })}`}>
                    {text("header.cart")} <span className="badge">{cartCount}</span>
                  </NavLink>
                </li>
              ) : null}
              <li>
                <button type="button" className="button link" onClick={onSignOut}>
                  {text("header.signOut")}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to="/contact">{text("header.contact")}</NavLink>
              </li>
              <li>
                <NavLink to="/login">{text("header.signIn")}</NavLink>
              </li>
              <li>
                <NavLink to="/sign-up" className="button primary small">
                  {text("header.createAccount")}
                </NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
      <LanguageSwitcher />
    </header>
  )
}
