import { randomUUID } from "node:crypto"
import pg from "pg"
import { inject } from "vitest"

export type BillingAddress = { first_name: string; last_name: string; address_1: string; city: string; postal_code: string; country_code: string }

/**
 * Gives a customer a billing address on the customer record, as an application with an address does. Straight into
 * the database: Medusa's shopper route that once wrote it (POST /store/customers/me) is closed.
 */
export async function setCustomerBillingAddress(customerId: string, address: BillingAddress): Promise<void> {
  const client = new pg.Client({ connectionString: inject("databaseUrl") })
  await client.connect()
  try {
    const id = `addr_e2e_${randomUUID().replace(/-/g, "").slice(0, 16)}`
    await client.query(
      `insert into address (id, customer_id, first_name, last_name, address_1, city, postal_code, country_code) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, customerId, address.first_name, address.last_name, address.address_1, address.city, address.postal_code, address.country_code]
    )
    await client.query(`update customer set billing_address_id = $2 where id = $1`, [customerId, id])
  } finally {
    await client.end()
  }
}
