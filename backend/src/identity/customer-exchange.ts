import { randomBytes } from "node:crypto"
import type { Customer, CustomerService } from "@medusajs/medusa"
import type { VerifiedIdentity } from "./verify-token"
import { TokenRejected } from "./verify-token"

type Scope = { resolve<T>(name: string): T }

/**
 * Medusa's customer service for this request only. Medusa 1.20 registers services as singletons, and
 * `atomicPhase_` sets the instance's `manager_`/`transactionManager_` while it works: two sign-ins at once on the
 * shared instance run inside each other's transactions, and a customer just created is then "not found" (404).
 * `withTransaction(manager)` answers a copy of the service with its own manager (the plain one here: each call
 * still commits on its own, which the concurrent-first-sign-in fallback below relies on).
 */
export function requestCustomerService(scope: Scope): CustomerService {
  return scope.resolve<CustomerService>("customerService").withTransaction(scope.resolve("manager"))
}

async function registeredCustomer(customers: CustomerService, email: string): Promise<Customer | undefined> {
  return customers.retrieveRegisteredByEmail(email).catch(() => undefined)
}

/** The token's names as customer fields; a name the token lacks is left out (never cleared). */
function namesOf(identity: VerifiedIdentity): { first_name?: string; last_name?: string } {
  return {
    ...(identity.firstName ? { first_name: identity.firstName } : {}),
    ...(identity.lastName ? { last_name: identity.lastName } : {}),
  }
}

async function createCustomer(customers: CustomerService, identity: VerifiedIdentity): Promise<Customer> {
  try {
    // A random, never-shown password: the account exists (has_account) but signs in only through the provider.
    return await customers.create({
      email: identity.email,
      password: randomBytes(32).toString("base64url"),
      ...namesOf(identity),
    } as never)
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
 * `two_factor_enabled` (`metadata.two_factor_enabled`) and the token's names (`first_name`, `last_name`, when it
 * carries them: the provider's profile is where a customer names themself, so a changed name follows at the next
 * sign-in; a token without names leaves the store's names alone). Records that the address is verified
 * (`metadata.email_verified`: only verified tokens get here; invites are accepted only by verified customers) and
 * the token's language (`metadata.locale`, the language of the store's mails). Returns the customer's id.
 */
export async function customerForIdentity(scope: Scope, identity: VerifiedIdentity): Promise<string> {
  const customers = requestCustomerService(scope)
  const customer = (await registeredCustomer(customers, identity.email)) ?? (await createCustomer(customers, identity))
  const boundSubject = customer.metadata?.idp_subject
  if (typeof boundSubject === "string" && boundSubject !== identity.subject) {
    throw new TokenRejected("This email address belongs to another sign-in identity")
  }
  await customers.update(customer.id, {
    ...namesOf(identity),
    metadata: {
      idp_subject: identity.subject,
      two_factor_enabled: identity.twoFactorEnabled,
      email_verified: true,
      ...(identity.locale ? { locale: identity.locale } : {}),
    },
  })
  return customer.id
}
