import { Outlet } from "react-router-dom"
import { useText } from "../i18n/text"
import { env } from "../lib/env"
import { isEuRegion } from "../lib/eu"
import { useLocaleFromAddress } from "./address-locale"
import { NavigationProgress } from "./navigation-progress"
import { useRememberedLocale } from "./remembered-locale"
import { usePageTitle } from "./page-title"
import { SiteFooter } from "./site-footer"
import { SiteHeader } from "./site-header"
import { isApproved, useSession } from "../session/session-context"
import { usePendingApprovalCount } from "../session/order-approvals-context"
import { ThirdPartyScripts, useConsent } from "./third-party-scripts"

/** Page frame: navigation progress, skip link, header, the route's content, footer, and the configured third-party scripts. */
export function Layout() {
  useLocaleFromAddress()
  useRememberedLocale()
  usePageTitle()
  const text = useText()
  const session = useSession()
  const hasConsent = useConsent()
  // Those who decide (the owner and admins) see how many requests wait for them.
  const pending = usePendingApprovalCount()
  const decides = session.customer?.clinic_role === "owner" || session.customer?.clinic_role === "admin"
  return (
    <>
      <NavigationProgress />
      <a href="#main" className="skip-link">
        {text("common.skipToContent")}
      </a>
      <SiteHeader
        signedIn={session.status === "signed-in"}
        approved={isApproved(session)}
        inClinic={Boolean(session.customer?.clinic)}
        cartCount={session.cartCount}
        pendingApprovals={decides ? pending : 0}
        onSignOut={session.signOut}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ThirdPartyScripts
        consentScriptUrl={env.VITE_CONSENT_SCRIPT_URL}
        sessionRecordingUrl={env.VITE_SESSION_RECORDING_URL}
        isEuRegion={isEuRegion(session.regionCountries)}
        hasConsent={hasConsent}
      />
    </>
  )
}
