import { useQueryClient } from "@tanstack/react-query"
import { useActorRef, useSelector } from "@xstate/react"
import { useMemo, useRef, useState, type ReactNode } from "react"
import { useNavigate } from "react-router-dom"
import { applicationSelectors, authSelectors } from "../../machines/account.selectors"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import type { Customer } from "../../machines/domain.types"
import { SESSION_IDS, sessionSelectors } from "../../machines/session.machine"
import type { IdentityLike } from "../actors/identity-adapter"
import { useApi } from "../api/api-provider"
import { CartProvider, useCart } from "./cart-context"
import { inspect } from "../lib/inspector"
import { sessionHint as browserSessionHint, type SessionHint } from "../lib/session-hint"
import type { IdentityStatusSource } from "./identity-bridge"
import { provideSessionMachine } from "./session-actor"
import { AccountContext, SessionContext, type ApplicationStatus, type Session, type SessionCustomer } from "./session-context"
import { useSessionLifecycle } from "./use-session-lifecycle"

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

/** The session of an approved customer, with their cart's count, currency and countries. */
function ApprovedSession({ base, children }: { base: Session; children: ReactNode }) {
  const cart = useCart()
  const cartCount = useSelector(cart, cartSelectors.itemCount)
  const region = useSelector(cart, cartSelectors.region)
  const value = useMemo(
    () => ({ ...base, cartCount, currencyCode: region?.currency_code ?? base.currencyCode, regionCountries: region?.countries.map((c) => c.iso_2) ?? [] }),
    [base, cartCount, region]
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/**
 * The one owner of the visitor's session: runs the root session actor (machines/session.machine.ts), whose children
 * are the auth actor, the application actor (fed by the session actor) and, for an approved customer, the cart actor
 * (with the checkout payment as its child). Exchanges an identity-provider session the backend lacks
 * (`identityStatus`) and ties everything kept for a customer to the auth actor (use-session-lifecycle.ts). Screens
 * read it with useSession(); flows that talk to the actors use useAccount() and useCart(). Needs ApiProvider, a
 * QueryClientProvider and a router above it (the machines navigate).
 */
export function SessionProvider({
  identity,
  identityStatus,
  sessionHint = browserSessionHint,
  children,
}: {
  identity: IdentityLike
  identityStatus?: IdentityStatusSource
  sessionHint?: SessionHint
  children: ReactNode
}) {
  const api = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  const [machine] = useState(() => provideSessionMachine({ api, identity, sessionHint, queryClient, identityStatus, navigate: (to) => void navigateRef.current(to) }))
  const root = useActorRef(machine, { inspect, systemId: SESSION_IDS.session })
  const auth = useSelector(root, sessionSelectors.auth)
  const application = useSelector(root, sessionSelectors.application)
  const cart = useSelector(root, sessionSelectors.cart)
  useSessionLifecycle(auth, sessionHint)

  const customer = useSelector(auth, authSelectors.customer)
  const status = useSelector(auth, authSelectors.sessionStatus)
  const pageAfterSignOut = useSelector(auth, authSelectors.pageAfterSignOut)
  const applicationStatus = useSelector(application, applicationSelectors.decidedStatus)
  const session = useMemo<Session>(
    () => ({
      status,
      customer: customer && status === "signed-in" ? toSessionCustomer(customer, applicationStatus) : null,
      cartCount: 0,
      currencyCode: "usd",
      regionCountries: [],
      // A click handler may be handed in as is: only a path names the page after sign-out.
      signOut: (to?: unknown) => auth.send({ type: "SIGN_OUT", to: typeof to === "string" ? to : undefined }),
      pageAfterSignOut,
    }),
    [status, customer, applicationStatus, auth, pageAfterSignOut]
  )
  const actors = useMemo(() => ({ auth, application }), [auth, application])
  return (
    <AccountContext.Provider value={actors}>
      {cart && status === "signed-in" ? (
        <CartProvider cart={cart}>
          <ApprovedSession base={session}>{children}</ApprovedSession>
        </CartProvider>
      ) : (
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      )}
    </AccountContext.Provider>
  )
}
