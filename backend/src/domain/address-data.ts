/** A postal address as the storefront and Medusa carts use it. */
export type AddressData = {
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  company?: string | null
  address_1: string
  address_2?: string | null
  city: string
  province?: string | null
  postal_code: string
  country_code: string
  metadata?: Record<string, unknown> | null
}
