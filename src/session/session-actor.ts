import type { QueryClient } from "@tanstack/react-query"
import { applicationMachine } from "../../machines/application.machine"
import { authMachine } from "../../machines/auth.machine"
import { cartMachine } from "../../machines/cart/cart.machine"
import { cartPaymentMachine } from "../../machines/cart/cart.setup"
import { sessionMachine } from "../../machines/session.machine"
import { createAuthActors } from "../actors/auth.actors"
import { createCartActors } from "../actors/cart.actors"
import { createApplicationActors } from "../actors/clinic.actors"
import type { IdentityLike } from "../actors/identity-adapter"
import type { Api } from "../api"
import { takeEarlyCustomer } from "../app/early-requests"
import { createCardPaymentActors } from "../actors/card-payment.actors"
import { currentPageLocale } from "../i18n/page-locale"
import { queryKeys } from "../queries/query-keys"
import { env } from "../lib/env"
import type { SessionHint } from "../lib/session-hint"
import { createCartIdStorage } from "../lib/storage"
import { identityBridge, type IdentityStatusSource } from "./identity-bridge"

/** What the session's actors need from the page. */
export interface SessionDependencies {
  api: Api
  identity: IdentityLike
  sessionHint: SessionHint
  queryClient: QueryClient
  navigate: (to: string) => void
  /** The identity provider's status, when a session it holds is exchanged for the backend's (identity-bridge.ts). */
  identityStatus?: IdentityStatusSource
}

/**
 * The session machine with every service and injected action of its actors: auth (identity provider token →
 * backend session → customer), application, and the cart with its checkout payment (card services over Stripe).
 */
export function provideSessionMachine({ api, identity, sessionHint, queryClient, navigate, identityStatus }: SessionDependencies) {
  const logToConsole = (_: unknown, params: { message: string }) => console.error(params.message)
  const auth = authMachine.provide({
    actors: createAuthActors(api, identity, env.VITE_CLERK_JWT_TEMPLATE, takeEarlyCustomer),
    actions: { logToConsole, navigate: (_, params) => navigate(params.to) },
    // A session may exist when the hint says so, or when the identity provider already holds one as the page
    // starts (then a missing backend session is exchanged by the identity bridge after one 401).
    guards: { mayHaveSession: () => sessionHint.read() || identity.hasSession?.() === true },
  })
  const cart = cartMachine.provide({
    actors: {
      ...createCartActors(api, (customerId) => createCartIdStorage(customerId), () => api.store.openCart().then(({ cart }) => cart.id, () => null)),
      checkoutPayment: cartPaymentMachine.provide({ actors: createCardPaymentActors({ publishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY, scriptUrl: env.VITE_STRIPE_JS_URL, locale: currentPageLocale }) }),
    },
    actions: {
      storeCartId: ({ context }, params) => createCartIdStorage(context.customer.id).write(params.cartId),
      clearStoredCartId: ({ context }) => createCartIdStorage(context.customer.id).clear(),
      navigate: (_, params) => navigate(params.to),
      orderPlaced: ({ context }) => void queryClient.invalidateQueries({ queryKey: queryKeys.orders(context.customer.id) }),
      logError: logToConsole,
    },
    guards: { hasCompletionUnderWay: (_, params) => api.carts.hasCompletionUnderWay(params.cart.id) },
  })
  return sessionMachine.provide({
    actors: {
      auth,
      // A completed application re-reads the customer, which the session then feeds back to the application.
      application: applicationMachine.provide({ actors: createApplicationActors(api), actions: { customerChanged: ({ system }) => system.get("auth")?.send({ type: "RELOAD_CUSTOMER" }) } }),
      cart,
      identityBridge: identityBridge(identityStatus),
    },
  })
}
