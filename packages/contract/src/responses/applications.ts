import type { ApplicationStatus } from "../statuses"
import type { PostalAddress } from "./addresses"
import type { ListPage } from "./paging"

/** An individual customer's application as staff review it; names fall back to the customer's own. */
export type Application = {
  customer_id: string
  email: string
  first_name: string | null
  last_name: string | null
  status: ApplicationStatus
  submitted_at: string | null
  reviewed_at: string | null
  phone: string | null
  date_of_birth: string | null
  reason: string | null
  /** The billing address given with the application (`GET /admin/applications/:customerId` only). */
  billing_address?: PostalAddress | null
}

/** `GET /admin/applications`: a page of applications. */
export type ApplicationPage = ListPage & { applications: Application[] }
