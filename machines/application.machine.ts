import { assign, setup } from "xstate"
import { isApplicationStatus, type ApplicationBody, type CreateClinicBody } from "@clinic-store/contract"
import type { ApplicationStatus, Clinic, Customer } from "./domain.types"
import { errorMessage, notProvided } from "./not-provided"

/** What an individual sends with `POST /store/application` (the contract's checked body). */
export type IndividualApplication = ApplicationBody

/** What a clinic owner sends with `POST /store/clinics` (wrapped as `{ clinic }` by the API layer). */
export type ClinicRegistration = CreateClinicBody["clinic"]

/** Input: the customer as the auth machine knows it (null when signed out). */
export interface ApplicationInput {
  customer: Customer | null
}

/** Context of the application machine. */
export interface ApplicationContext {
  customer: Customer | null
  error: string | null
}

/** Events of the application machine. */
export type ApplicationEvent =
  | { type: "CUSTOMER_UPDATED"; customer: Customer | null }
  | { type: "APPLY_INDIVIDUAL"; application: IndividualApplication }
  | { type: "REGISTER_CLINIC"; clinic: ClinicRegistration }

/**
 * The customer's application status: `application_status` as the API states it, else the
 * clinic's status when the customer has a clinic, otherwise `metadata.application` (its `status`); null when none.
 */
export function applicationStatusOf(customer: Customer | null): ApplicationStatus | null {
  if (!customer) return null
  // The contract's own answer (GET /store/user/me) comes first.
  if (customer.application_status) return customer.application_status
  if (customer.clinic) return customer.clinic.status
  const fromMetadata: unknown = customer.metadata?.application
  // The backend stores the application itself (`{ status, first_name, … }`); older data kept the bare status.
  const status = typeof fromMetadata === "object" && fromMetadata !== null ? (fromMetadata as { status?: unknown }).status : fromMetadata
  return isApplicationStatus(status) ? status : null
}

/**
 * Application status flow: derives not signed in / no application / awaiting / rejected / approved
 * from the customer; applying as an individual or registering a clinic moves to awaiting.
 * Only `approved` may start a cart (the store provider mounts the cart only there).
 */
export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as ApplicationInput,
  },
  actors: {
    /** `POST /store/application`. */
    submitApplication: notProvided<unknown, IndividualApplication>("submitApplication"),
    /** `POST /store/clinics` with `{ clinic }`; answers the created clinic. */
    registerClinic: notProvided<Clinic, ClinicRegistration>("registerClinic"),
  },
  guards: {
    isSignedOut: ({ context }) => context.customer === null,
    isAwaiting: ({ context }) => applicationStatusOf(context.customer) === "awaiting",
    isRejected: ({ context }) => applicationStatusOf(context.customer) === "rejected",
    isApproved: ({ context }) => applicationStatusOf(context.customer) === "approved",
  },
  actions: {
    /** Injected: tells the rest of the app the customer changed (e.g. auth RELOAD_CUSTOMER). */
    customerChanged: () => {},
  },
}).createMachine({
  id: "application",
  description: "The customer's application status and the two ways to apply.",
  context: ({ input }) => ({ customer: input.customer, error: null }),
  initial: "deriving",
  on: {
    CUSTOMER_UPDATED: { target: ".deriving", actions: assign({ customer: ({ event }) => event.customer }) },
  },
  states: {
    deriving: {
      description: "Transient: picks the status state from the customer.",
      always: [
        { guard: "isSignedOut", target: "notSignedIn" },
        { guard: "isAwaiting", target: "awaiting" },
        { guard: "isRejected", target: "rejected" },
        { guard: "isApproved", target: "approved" },
        { target: "noApplication" },
      ],
    },
    notSignedIn: { description: "No customer." },
    noApplication: {
      description: "Signed in, never applied: apply as an individual or register a clinic.",
      on: {
        APPLY_INDIVIDUAL: { target: "applying", actions: assign({ error: null }) },
        REGISTER_CLINIC: { target: "registeringClinic", actions: assign({ error: null }) },
      },
    },
    applying: {
      invoke: {
        id: "submitApplication",
        src: "submitApplication",
        input: ({ event }) => (event as Extract<ApplicationEvent, { type: "APPLY_INDIVIDUAL" }>).application,
        onDone: {
          target: "awaiting",
          actions: [
            assign({
              customer: ({ context }) =>
                context.customer && { ...context.customer, metadata: { ...context.customer.metadata, application: "awaiting" } },
            }),
            "customerChanged",
          ],
        },
        onError: { target: "noApplication", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    registeringClinic: {
      invoke: {
        id: "registerClinic",
        src: "registerClinic",
        input: ({ event }) => (event as Extract<ApplicationEvent, { type: "REGISTER_CLINIC" }>).clinic,
        onDone: {
          target: "awaiting",
          actions: [
            assign({ customer: ({ context, event }) => context.customer && { ...context.customer, clinic: event.output } }),
            "customerChanged",
          ],
        },
        onError: { target: "noApplication", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    awaiting: { description: "Applied; staff have not decided yet." },
    rejected: { description: "Staff rejected the application." },
    approved: { description: "May fill a cart and check out." },
  },
})
