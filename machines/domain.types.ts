/**
 * Domain shapes the machines read. Only the fields the flows use are typed;
 * the API layer passes the full objects through.
 */

import type { ApplicationStatus, Clinic as ClinicAnswer, ClinicRole, PostalAddress } from "@clinic-store/contract"

export type { ApplicationStatus, ClinicRole }

/** A postal address as Medusa stores it. */
export type Address = PostalAddress

/** The clinic a customer belongs to: its id and status, and whichever of the contract's other fields the flow has. */
export type Clinic = Pick<ClinicAnswer, "id" | "status"> & Partial<Omit<ClinicAnswer, "id" | "status">>

/** The signed-in customer (`GET /store/user/me`). */
export interface Customer {
  id: string
  email: string
  first_name?: string | null
  last_name?: string | null
  billing_address?: Address | null
  shipping_addresses?: Address[] | null
  metadata?: Record<string, unknown> | null
  clinic?: Clinic | null
  clinic_role?: ClinicRole | null
  application_status?: ApplicationStatus | null
  /** When the application was made: the clinic's registration, else the customer's own application. */
  application_submitted_at?: string | null
  two_factor_enabled?: boolean
}
