/**
 * Domain shapes the machines read. Only the fields the flows use are typed;
 * the API layer passes the full objects through.
 */

import type { ApplicationStatus, ClinicRole } from "@clinic-store/contract"

export type { ApplicationStatus, ClinicRole }

/** A postal address as Medusa stores it. */
export interface Address {
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  company?: string | null
  address_1?: string | null
  address_2?: string | null
  city?: string | null
  province?: string | null
  postal_code?: string | null
  country_code?: string | null
  metadata?: Record<string, unknown> | null
}

/** The clinic a customer belongs to. */
export interface Clinic {
  id: string
  name?: string
  type?: string
  status: ApplicationStatus
  billing_email?: string | null
  billing_address?: Address | null
  /** The clinic's VAT or EAN number, printed on its invoices (owner and admins set it). */
  vat_number?: string | null
  /** When the clinic was registered (its application). */
  created_at?: string
}

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
