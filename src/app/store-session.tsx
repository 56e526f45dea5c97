import { createContext, useContext } from "react"

/** Application status of a customer (contract: clinic status, else metadata.application, else null). */
export type ApplicationStatus = "awaiting" | "approved" | "rejected"

/** A customer's role in their clinic. */
export type ClinicRole = "owner" | "admin" | "member"

/** What the screens need to know about the signed-in customer (`GET /store/user/me`). */
export interface SessionCustomer {
  id: string
  email: string
  first_name?: string | null
  last_name?: string | null
  clinic: { id: string; name: string } | null
  clinic_role: ClinicRole | null
  application_status: ApplicationStatus | null
  two_factor_enabled: boolean
}

/** The visitor's session as the screens see it. */
export interface StoreSession {
  status: "loading" | "signed-out" | "signed-in"
  customer: SessionCustomer | null
  /** Sum of the cart's item quantities (0 without a cart). */
  cartCount: number
  /** Currency of the customer's region, lower case. */
  currencyCode: string
  /** Country codes (ISO 2) of the customer's region. */
  regionCountries: string[]
  signOut: () => void
}

/** A signed-out visitor. */
export const signedOutSession: StoreSession = {
  status: "signed-out",
  customer: null,
  cartCount: 0,
  currencyCode: "usd",
  regionCountries: [],
  signOut: () => undefined,
}

/** The session; filled by the session bridge from the account and cart machines. */
export const StoreSessionContext = createContext<StoreSession>(signedOutSession)

/** The visitor's session as the screens see it. */
export function useStoreSession(): StoreSession {
  return useContext(StoreSessionContext)
}

/** Whether the session holds an approved customer (only they get a cart). */
export function isApproved(session: StoreSession): boolean {
  return session.status === "signed-in" && session.customer?.application_status === "approved"
}
