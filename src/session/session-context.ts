import type { ActorRefFrom } from "xstate"
import type { applicationMachine } from "../../machines/application.machine"
import type { authMachine } from "../../machines/auth.machine"
import type { ApplicationStatus, ClinicRole, Customer } from "../../machines/domain.types"
import { createRequiredContext } from "../lib/required-context"

export type { ApplicationStatus, ClinicRole }


/** The signed-in customer as the screens see them: the backend's customer with the application status decided. */
export type SessionCustomer = Pick<Customer, "id" | "email" | "first_name" | "last_name" | "two_factor_enabled"> & {
  clinic: { id: string; name: string } | null
  clinic_role: ClinicRole | null
  application_status: ApplicationStatus | null
}

/** The visitor's session: who is signed in, whether they may buy, and their cart's headline figures. */
export interface Session {
  status: "loading" | "signed-out" | "signed-in"
  customer: SessionCustomer | null
  /** Sum of the cart's item quantities (0 without a cart). */
  cartCount: number
  /** Currency of the customer's region, lower case. */
  currencyCode: string
  /** Country codes (ISO 2) of the customer's region. */
  regionCountries: string[]
  /** Signs out, then shows `to` (default /login). */
  signOut: (to?: string) => void
  /** The page a sign-out in this tab named (/login by default); undefined for a visitor who did not sign out here. */
  pageAfterSignOut?: string
}

/** A signed-out visitor. */
export const signedOutSession: Session = {
  status: "signed-out",
  customer: null,
  cartCount: 0,
  currencyCode: "usd",
  regionCountries: [],
  signOut: () => undefined,
}

/** Whether the session holds an approved customer (only they get a cart). */
export function isApproved(session: Session): boolean {
  return session.status === "signed-in" && session.customer?.application_status === "approved"
}

/** The actors behind the session, for the flows that talk to them (apply, clinic, account). */
interface AccountActors {
  auth: ActorRefFrom<typeof authMachine>
  application: ActorRefFrom<typeof applicationMachine>
}

const [AccountContext, useAccountContext] = createRequiredContext<AccountActors>("useAccount", "SessionProvider")
const [SessionContext, useSessionContext] = createRequiredContext<Session>("useSession", "SessionProvider")

export { AccountContext, SessionContext }

/** The session (the store context); throws outside SessionProvider. */
export const useSession = useSessionContext

/** The auth and application actors (the account context); throws outside SessionProvider. */
export const useAccount = useAccountContext
