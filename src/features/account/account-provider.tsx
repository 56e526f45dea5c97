import { useActorRef } from "@xstate/react"
import { useEffect, useMemo, useRef, type ReactNode } from "react"
import { useNavigate } from "react-router-dom"
import type { ActorRefFrom } from "xstate"
import { applicationMachine } from "../../../machines/application.machine"
import { authMachine } from "../../../machines/auth.machine"
import { createAuthActors } from "../../actors/auth.actors"
import { takeEarlyCustomer } from "../../app/early-requests"
import { createApplicationActors } from "../../actors/clinic.actors"
import type { IdentityLike } from "../../actors/identity-adapter"
import { env } from "../../lib/env"
import { inspect } from "../../lib/inspector"
import { createRequiredContext } from "../../lib/required-context"
import { sessionHint as browserSessionHint, type SessionHint } from "../../lib/session-hint"
import { useApi } from "../api/api-provider"

/** What useAccount returns: the auth and application actors. */
export interface AccountContextValue {
  auth: ActorRefFrom<typeof authMachine>
  application: ActorRefFrom<typeof applicationMachine>
}

const [AccountContext, useAccountContext] = createRequiredContext<AccountContextValue>("useAccount", "AccountProvider")

/**
 * Runs the auth and application machines for the whole app. Needs ApiProvider and a router above it.
 * The application machine follows the auth machine's customer; a completed application makes auth
 * re-read the customer. The signed-in hint (src/lib/session-hint.ts) follows the auth machine: written when
 * signed in, removed when signed out; the page load asks `GET /store/user/me` only when it is there.
 */
export function AccountProvider({
  identity,
  sessionHint = browserSessionHint,
  children,
}: {
  identity: IdentityLike
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
      // A session may exist when the hint says so, or when the identity provider already holds one as the
      // page starts (then a missing backend session is exchanged by the identity bridge after one 401).
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

  useEffect(() => {
    let last: "in" | "out" | undefined
    const follow = (snapshot: ReturnType<typeof auth.getSnapshot>) => {
      const now = snapshot.matches("signedIn") ? "in" : snapshot.matches("signedOut") ? "out" : undefined
      if (!now || now === last) return
      last = now
      if (now === "in") sessionHint.write()
      else sessionHint.clear()
    }
    follow(auth.getSnapshot())
    const subscription = auth.subscribe(follow)
    return () => subscription.unsubscribe()
  }, [auth, sessionHint])

  useEffect(() => {
    let last = auth.getSnapshot().context.customer
    application.send({ type: "CUSTOMER_UPDATED", customer: last })
    const subscription = auth.subscribe((snapshot) => {
      if (snapshot.context.customer !== last) {
        last = snapshot.context.customer
        application.send({ type: "CUSTOMER_UPDATED", customer: last })
      }
    })
    return () => subscription.unsubscribe()
  }, [auth, application])

  const value = useMemo(() => ({ auth, application }), [auth, application])
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>
}

/** The account actors; throws outside AccountProvider. */
export const useAccount = useAccountContext
