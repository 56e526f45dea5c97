import { authMachine } from "../../machines/auth.machine"
import { individual } from "../support/fixtures"
import { describeModel } from "./support/model-suite"

const boom = new Error("boom")

describeModel({
  name: "auth",
  machine: authMachine,
  // Without the storefront's signed-in hint the page load is signed out at once.
  variants: [{ name: "no signed-in hint", machine: authMachine.provide({ guards: { mayHaveSession: () => false } }) }],
  events: [
    { type: "SIGN_IN" },
    { type: "SIGN_OUT" },
    // Signing out to a named page (after deleting the account): signed out already, it shows that page.
    { type: "SIGN_OUT", to: "/account/deleted" },
    { type: "SESSION_ENDED" },
    { type: "RELOAD_CUSTOMER" },
    { type: "CUSTOMER_UPDATED", customer: { ...individual, first_name: "Changed" } },
    { type: "xstate.done.actor.loadCustomer", output: individual },
    { type: "xstate.error.actor.loadCustomer", error: boom },
    { type: "xstate.done.actor.getProviderToken", output: { status: "token", token: "jwt" } },
    { type: "xstate.done.actor.getProviderToken", output: { status: "no-session" } },
    { type: "xstate.done.actor.getProviderToken", output: { status: "no-token" } },
    { type: "xstate.error.actor.getProviderToken", error: boom },
    { type: "xstate.done.actor.backendSignIn", output: { customer: individual } },
    { type: "xstate.error.actor.backendSignIn", error: boom },
    { type: "xstate.done.actor.providerSignOut", output: undefined },
    { type: "xstate.error.actor.providerSignOut", error: boom },
    { type: "xstate.done.actor.backendSignOut", output: undefined },
    { type: "xstate.error.actor.backendSignOut", error: boom },
  ],
})
