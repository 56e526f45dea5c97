import { useSelector } from "@xstate/react"
import { useEffect, useMemo, type ReactNode } from "react"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import type { Customer } from "../../machines/domain.types"
import { useIdentity } from "../identity/identity-context"
import { useAccount } from "../features/account/account-provider"
import { useCart } from "../features/cart/cart-provider"
import { useStore } from "../features/store/store-provider"
import { StoreSessionContext, type ApplicationStatus, type SessionCustomer, type StoreSession } from "./store-session"

/**
 * Sends SIGN_IN to the auth machine when the identity provider holds a session the backend lacks: once per
 * provider sign-in (a failed exchange is not retried in a loop; signing out of the provider re-arms it).
 */
export function IdentityBridge() {
  const identity = useIdentity()
  const { auth } = useAccount()
  useEffect(() => {
    let attempted = false
    const check = () => {
      const signedIn = identity.getSnapshot().status === "signed-in"
      if (!signedIn) attempted = false
      else if (!attempted && auth.getSnapshot().matches("signedOut")) {
        attempted = true
        auth.send({ type: "SIGN_IN" })
      }
    }
    check()
    const stopIdentity = identity.subscribe(check)
    const stopAuth = auth.subscribe(check)
    return () => {
      stopIdentity()
      stopAuth.unsubscribe()
    }
  }, [identity, auth])
  return null
}

function toSessionCustomer(customer: Customer, status: ApplicationStatus | null): SessionCustomer {
  return {
    id: customer.id,
    email: customer.email,
    first_name: customer.first_name,
    last_name: customer.last_name,
    clinic: customer.clinic ? { id: customer.clinic.id, name: customer.clinic.name ?? "" } : null,
    clinic_role: customer.clinic_role ?? null,
    application_status: status,
    two_factor_enabled: Boolean(customer.two_factor_enabled),
  }
}

function ApprovedSession({ base, children }: { base: StoreSession; children: ReactNode }) {
  const cart = useCart()
  const cartCount = useSelector(cart, cartSelectors.itemCount)
  const region = useSelector(cart, cartSelectors.region)
  const value = useMemo(
    () => ({ ...base, cartCount, currencyCode: region?.currency_code ?? base.currencyCode, regionCountries: region?.countries.map((c) => c.iso_2) ?? [] }),
    [base, cartCount, region]
  )
  return <StoreSessionContext.Provider value={value}>{children}</StoreSessionContext.Provider>
}

/** Builds the screens' session from the auth, application and cart machines. */
export function SessionBridge({ children }: { children: ReactNode }) {
  const { auth, application } = useAccount()
  const { customer, isApproved } = useStore()
  const authState = useSelector(auth, (s) => (s.matches("signedIn") ? "signed-in" : s.matches("signedOut") || s.matches("customerFailed") ? "signed-out" : "loading"))
  const applicationStatus = useSelector(application, (s): ApplicationStatus | null =>
    s.matches("approved") ? "approved" : s.matches("awaiting") ? "awaiting" : s.matches("rejected") ? "rejected" : null
  )
  const base = useMemo<StoreSession>(
    () => ({
      status: authState,
      customer: customer && authState === "signed-in" ? toSessionCustomer(customer, applicationStatus) : null,
      cartCount: 0,
      currencyCode: "usd",
      regionCountries: [],
      signOut: () => auth.send({ type: "SIGN_OUT" }),
    }),
    [authState, customer, applicationStatus, auth]
  )
  if (isApproved && customer) return <ApprovedSession base={base}>{children}</ApprovedSession>
  return <StoreSessionContext.Provider value={base}>{children}</StoreSessionContext.Provider>
}
