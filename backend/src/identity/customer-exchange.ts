import { randomBytes } from "node:crypto"
import type { Customer, CustomerService } from "@medusajs/medusa"
import type { VerifiedIdentity } from "./verify-token"
import { TokenRejected } from "./verify-token"

type Scope = { resolve<T>(name: string): T }

async function registeredCustomer(customers: CustomerService, email: string): Promise<Customer | undefined> {
  return customers.retrieveRegisteredByEmail(email).catch(() => undefined)
}

async function createCustomer(customers: CustomerService, identity: VerifiedIdentity): Promise<Customer> {
  try {
    // A random, never-shown password: the account exists (has_account) but signs in only through the provider.
    return await customers.create({ email: identity.email, password: randomBytes(32).toString("base64url") } as never)
  } catch (err) {
    // Two first sign-ins at once: the other request created it.
    const existing = await registeredCustomer(customers, identity.email)
    if (existing) return existing
    throw err
  }
}

/**
 * Finds the registered customer with the identity's email, or creates one; binds the provider's subject on first
 * use (`metadata.idp_subject`) and refuses a different subject for that email later. Records the token's
 * `two_factor_enabled` (`metadata.two_factor_enabled`). Returns the customer's id.
 */
export async function customerForIdentity(scope: Scope, identity: VerifiedIdentity): Promise<string> {
  const customers = scope.resolve<CustomerService>("customerService")
  const customer = (await registeredCustomer(customers, identity.email)) ?? (await createCustomer(customers, identity))
  const boundSubject = customer.metadata?.idp_subject
  if (typeof boundSubject === "string" && boundSubject !== identity.subject) {
    throw new TokenRejected("This email address belongs to another sign-in identity")
  }
  await customers.update(customer.id, {
    metadata: { idp_subject: identity.subject, two_factor_enabled: identity.twoFactorEnabled },
  })
  return customer.id
}
