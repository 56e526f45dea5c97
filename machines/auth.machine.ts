import { assign, setup } from "xstate"
import type { Customer } from "./domain.types"
import { errorMessage, notProvided, outputOf } from "./not-provided"

/** What the identity provider answered when asked for a store token. */
export type ProviderTokenResult =
  | { status: "token"; token: string }
  | { status: "no-session" }
  | { status: "no-token" }

/** Context of the auth machine. */
export interface AuthContext {
  customer: Customer | null
  error: string | null
  /** Where the running sign-out leads (null: /login), e.g. the page confirming a deleted account. */
  afterSignOut: string | null
}

/** Events the views send to the auth machine. */
export type AuthEvent =
  | { type: "SIGN_IN" }
  /** `to`: the page shown once signed out (default /login). */
  | { type: "SIGN_OUT"; to?: string }
  /** The backend no longer holds this customer's session (signed out in another tab, expired, replaced). */
  | { type: "SESSION_ENDED" }
  | { type: "RELOAD_CUSTOMER" }
  | { type: "CUSTOMER_UPDATED"; customer: Customer }

/**
 * Authentication: the provider's token is exchanged for a backend session,
 * then the customer is loaded. Sign-out leaves both the provider and the backend, then goes to /login.
 * A failed backend sign-in signs out of the provider; a login without session or token is logged only.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    /** Asks the identity provider for a token of the store template. */
    getProviderToken: notProvided<ProviderTokenResult>("getProviderToken"),
    /** `GET /store/user/login` with the token as bearer: establishes the backend session. */
    backendSignIn: notProvided<unknown, { token: string }>("backendSignIn"),
    /** `GET /store/user/me`. */
    loadCustomer: notProvided<Customer>("loadCustomer"),
    /** `GET /store/user/logout`. */
    backendSignOut: notProvided<void>("backendSignOut"),
    /** Signs out of the identity provider. */
    providerSignOut: notProvided<void>("providerSignOut"),
  },
  actions: {
    /** Injected: reports to the console only (nobody is shown it). */
    logToConsole: (_, _params: { message: string }) => {},
    /** Injected: client-side navigation. */
    navigate: (_, _params: { to: string }) => {},
    clearSession: assign({ customer: null, error: null }),
    /** Where the sign-out asked for leads once done (null: /login). */
    /** A session ended elsewhere (another tab, a 401) leads to /login, whatever an earlier sign-out named. */
    forgetSignOutPage: assign({ afterSignOut: null }),
    // A sign-out always names the page after it (/login by default): a guarded page then sends the customer there,
    // never to a sign-in that returns to the page left.
    rememberSignOutPage: assign({ afterSignOut: ({ event }) => (event.type === "SIGN_OUT" ? (event.to ?? "/login") : null) }),

  },
  guards: {
    /**
     * Injected: whether a backend session may exist (the storefront's signed-in hint). Without one the page
     * load skips `GET /store/user/me`, which would answer 401 to every visitor. Default: always ask.
     */
    mayHaveSession: () => true,
    providerHasNoSession: (_, params: { result: ProviderTokenResult }) => params.result.status === "no-session",
    providerHasNoToken: (_, params: { result: ProviderTokenResult }) => params.result.status === "no-token",
  },
}).createMachine({
  id: "auth",
  description: "Who is signed in: the identity provider session exchanged for a backend customer session.",
  context: { customer: null, error: null, afterSignOut: null },
  initial: "starting",
  states: {
    starting: {
      description: "Page load: ask the backend only when a session may exist (a signed-in hint), else signed out at once.",
      always: [{ guard: "mayHaveSession", target: "restoring" }, { target: "signedOut" }],
    },
    restoring: {
      description: "Page load: a backend session cookie may already hold a customer.",
      invoke: {
        id: "loadCustomer",
        src: "loadCustomer",
        onDone: { target: "signedIn", actions: assign({ customer: ({ event }) => event.output }) },
        onError: { target: "signedOut" },
      },
    },
    signedOut: {
      description: "Not signed in. SIGN_IN is sent once the identity provider reports a session.",
      on: {
        SIGN_IN: { target: "gettingToken", actions: assign({ error: null }) },
        // Signed out already (the store ended the session first): a sign-out naming a page still leads there.
        SIGN_OUT: { guard: ({ event }) => Boolean(event.to), actions: ["rememberSignOutPage", { type: "navigate", params: ({ event }) => ({ to: event.to ?? "/login" }) }] },
      },
    },
    gettingToken: {
      description: "Asking the identity provider for a token issued by the store template.",
      invoke: {
        id: "getProviderToken",
        src: "getProviderToken",
        onDone: [
          {
            guard: { type: "providerHasNoSession", params: ({ event }) => ({ result: event.output }) },
            target: "signedOut",
            actions: { type: "logToConsole", params: { message: "Login failed: no session" } },
          },
          {
            guard: { type: "providerHasNoToken", params: ({ event }) => ({ result: event.output }) },
            target: "signedOut",
            actions: { type: "logToConsole", params: { message: "Login failed: no token" } },
          },
          {
            target: "exchangingToken",
            actions: assign({ error: null }),
          },
        ],
        onError: {
          target: "signedOut",
          actions: { type: "logToConsole", params: ({ event }) => ({ message: `Login failed: ${errorMessage(event.error)}` }) },
        },
      },
    },
    exchangingToken: {
      description: "Sending the provider's token to the backend to establish a customer session.",
      invoke: {
        id: "backendSignIn",
        src: "backendSignIn",
        input: ({ event }) => {
          const result = outputOf(event) as ProviderTokenResult
          return { token: result.status === "token" ? result.token : "" }
        },
        onDone: { target: "loadingCustomer" },
        onError: {
          target: "revertingProviderSession",
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    revertingProviderSession: {
      description: "The backend refused the token: sign out of the identity provider.",
      invoke: {
        id: "providerSignOut",
        src: "providerSignOut",
        onDone: { target: "signedOut" },
        onError: { target: "signedOut" },
      },
    },
    loadingCustomer: {
      description: "Reading the signed-in customer from the backend.",
      invoke: {
        id: "loadCustomer",
        src: "loadCustomer",
        onDone: { target: "signedIn", actions: assign({ customer: ({ event }) => event.output, error: null }) },
        onError: { target: "customerFailed", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    customerFailed: {
      description: "The session exists but the customer could not be read.",
      on: { RELOAD_CUSTOMER: "loadingCustomer", SIGN_OUT: { target: "signingOut", actions: "rememberSignOutPage" }, SESSION_ENDED: { target: "signedOut", actions: ["clearSession", "forgetSignOutPage", { type: "navigate", params: { to: "/login" } }] } },
    },
    signedIn: {
      description: "A customer is signed in.",
      on: {
        SIGN_OUT: { target: "signingOut", actions: "rememberSignOutPage" },
        // Nothing to sign out of any more: forget the customer and go to /login.
        SESSION_ENDED: { target: "signedOut", actions: ["clearSession", "forgetSignOutPage", { type: "navigate", params: { to: "/login" } }] },
        RELOAD_CUSTOMER: "loadingCustomer",
        CUSTOMER_UPDATED: { actions: assign({ customer: ({ event }) => event.customer }) },
      },
    },
    signingOut: {
      description: "Sign-out: the backend session, then the identity provider, then /login.",
      initial: "backend",
      states: {
        backend: {
          invoke: { id: "backendSignOut", src: "backendSignOut", onDone: "provider", onError: "provider" },
        },
        provider: {
          invoke: { id: "providerSignOut", src: "providerSignOut", onDone: "done", onError: "done" },
        },
        done: { type: "final" },
      },
      onDone: {
        target: "signedOut",
        actions: ["clearSession", { type: "navigate", params: ({ context }) => ({ to: context.afterSignOut ?? "/login" }) }],
      },
    },
  },
})
