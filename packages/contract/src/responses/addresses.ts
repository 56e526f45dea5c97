/** A postal address as Medusa keeps it (customers, carts, orders) and a clinic's billing address. */
export type PostalAddress = {
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
