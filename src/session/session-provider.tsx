import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useMemo, useRef, type ReactNode } from "react"
import { useNavigate } from "react-router-dom"
import { applicationMachine } from "../../machines/application.machine"
import { authMachine } from "../../machines/auth.machine"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import type { Customer } from "../../machines/domain.types"
import { createAuthActors } from "../actors/auth.actors"
import { createApplicationActors } from "../actors/clinic.actors"
import type { IdentityLike } from "../actors/identity-adapter"
import { takeEarlyCustomer } from "../app/early-requests"
import { useApi } from "../features/api/api-provider"
import { CartProvider, useCart } from "../features/cart/cart-provider"
import { env } from "../lib/env"
import { inspect } from "../lib/inspector"
import { sessionHint as browserSessionHint, type SessionHint } from "../lib/session-hint"
import { useIdentityBridge, type IdentityStatusSource } from "./identity-bridge"
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
 * The one owner of the visitor's session. Runs the auth machine (identity provider token → backend session → customer)
 * and the application machine (which follows the auth machine's customer; a completed application re-reads it),
 * exchanges an identity-provider session the backend lacks (`identityStatus`), ties everything kept for a customer to
 * the auth machine (src/session/use-session-lifecycle.ts), and gives approved customers their cart (CartProvider, keyed
 * by the customer). Screens read it with useSession(); flows that talk to the machines use useAccount(). Needs
 * ApiProvider, a QueryClientProvider and a router above it (the machines navigate).
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
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate

  const auth = useActorRef(
    authMachine.provide({
      actors: createAuthActors(api, identity, env.VITE_CLERK_JWT_TEMPLATE, takeEarlyCustomer),
      actions: {
        logToConsole: (_, params) => console.error(params.message),
        navigate: (_, params) => void navigateRef.current(params.to),
      },
      // A session may exist when the hint says so, or when the identity provider already holds one as the page
      // starts (then a missing backend session is exchanged by the identity bridge after one 401).
      guards: { mayHaveSession: () => sessionHint.read() || identity.hasSession?.() === true },
    }),
    { inspect }
  )
  const application = useActorRef(
    applicationMachine.provide({
      actors: createApplicationActors(api),
      actions: { customerChanged: () => auth.send({ type: "RELOAD_CUSTOMER" }) },
    }),
    { input: { customer: null }, inspect }
  )
  useSessionLifecycle(auth, sessionHint)
  useIdentityBridge(identityStatus, auth)

  // The application machine follows the auth machine's customer.
  const customer = useSelector(auth, (snapshot) => snapshot.context.customer)
  useEffect(() => application.send({ type: "CUSTOMER_UPDATED", customer }), [application, customer])

  // The application machine hears of a new customer one render later (the effect above): until it has, the session
  // is still loading, so no guard sends the customer elsewhere on a status not yet decided.
  const applicationCustomerId = useSelector(application, (s) => s.context.customer?.id ?? null)
  const applicationCaughtUp = applicationCustomerId === (customer?.id ?? null)
  const authStatus = useSelector(auth, (s): Session["status"] =>
    s.matches("signedIn") ? "signed-in" : s.matches("signedOut") || s.matches("customerFailed") ? "signed-out" : "loading"
  )
  const status = authStatus === "signed-in" && !applicationCaughtUp ? "loading" : authStatus
  const applicationStatus = useSelector(application, (s): ApplicationStatus | null =>
    s.matches("approved") ? "approved" : s.matches("awaiting") ? "awaiting" : s.matches("rejected") ? "rejected" : null
  )
  const session = useMemo<Session>(
    () => ({
      status,
      customer: customer && status === "signed-in" ? toSessionCustomer(customer, applicationStatus) : null,
      cartCount: 0,
      currencyCode: "usd",
      regionCountries: [],
      signOut: () => auth.send({ type: "SIGN_OUT" }),
    }),
    [status, customer, applicationStatus, auth]
  )
  const actors = useMemo(() => ({ auth, application }), [auth, application])
  const mayBuy = applicationStatus === "approved" && customer !== null
  return (
    <AccountContext.Provider value={actors}>
      {mayBuy ? (
        <CartProvider key={customer.id} customer={customer}>
          <ApprovedSession base={session}>{children}</ApprovedSession>
        </CartProvider>
      ) : (
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      )}
    </AccountContext.Provider>
  )
}
