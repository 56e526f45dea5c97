import { randomBytes } from "node:crypto"
import type { Customer, CustomerService } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import type { IdentityFacts } from "../domain/customer-identity"
import { isUniqueViolation } from "../persistence/db"
import { bindIdentity, customerBoundTo, recordIdentityFacts, subjectOf } from "../persistence/customer-identity"
import type { VerifiedIdentity } from "./verify-token"
import { TokenRejected } from "./verify-token"

type Scope = { resolve<T>(name: string): T }

/**
 * Medusa's customer service for this request only. Medusa 1.20 registers services as singletons, and
 * `atomicPhase_` sets the instance's `manager_`/`transactionManager_` while it works: two sign-ins at once on the
 * shared instance run inside each other's transactions, and a customer just created is then "not found" (404).
 * `withTransaction(manager)` answers a copy of the service with its own manager.
 */
export function requestCustomerService(scope: Scope, manager = scope.resolve<EntityManager>("manager")): CustomerService {
  return scope.resolve<CustomerService>("customerService").withTransaction(manager)
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

/** What a token proves: its address is verified (only verified tokens get here) and its two-step flag. */
function factsOf(identity: VerifiedIdentity): IdentityFacts {
  return { email_verified: true, two_factor_enabled: identity.twoFactorEnabled }
}

/**
 * Refuses a first sign-in whose email already has a registered customer: the exchange never adopts a record that
 * no identity created (anyone could have registered the address with a password of their own), and never takes
 * another identity's customer.
 */
async function refuseTakenEmail(scope: Scope, identity: VerifiedIdentity): Promise<void> {
  const existing = await registeredCustomer(requestCustomerService(scope), identity.email)
  if (!existing) return
  if (await subjectOf(scope.resolve("manager"), existing.id)) {
    throw new TokenRejected("This email address belongs to another sign-in identity")
  }
  throw new TokenRejected("An account with this email exists that was not created through sign-in; contact the store")
}

/**
 * A subject's first sign-in: creates the customer and binds it to the subject in one transaction. The customer
 * gets a random, never-shown password: the account exists (has_account) but signs in only through the provider.
 */
async function firstSignIn(scope: Scope, identity: VerifiedIdentity): Promise<string> {
  await refuseTakenEmail(scope, identity)
  const manager = scope.resolve<EntityManager>("manager")
  try {
    return await manager.transaction(async (transaction) => {
      const customer = await requestCustomerService(scope, transaction).create({
        email: identity.email,
        password: randomBytes(32).toString("base64url"),
        ...namesOf(identity),
      } as never)
      await bindIdentity(transaction, customer.id, identity.subject, factsOf(identity))
      return customer.id
    })
  } catch (err) {
    // Two first sign-ins of one subject at once: the other request created and bound the customer.
    const bound = await customerBoundTo(manager, identity.subject)
    if (bound) return bound
    await refuseTakenEmail(scope, identity)
    throw err
  }
}

/**
 * The bound customer's email follows the provider's verified address, unless another registered customer has it.
 * Answers the email to write, or undefined when it is unchanged.
 */
async function followedEmail(customers: CustomerService, customerId: string, identity: VerifiedIdentity): Promise<string | undefined> {
  const customer = await customers.retrieve(customerId).catch(() => undefined)
  if (!customer || customer.deleted_at) throw new TokenRejected("The store account of this sign-in was deleted; contact the store")
  const email = identity.email.toLowerCase()
  if (customer.email.toLowerCase() === email) return undefined
  const holder = await registeredCustomer(customers, email)
  if (holder && holder.id !== customerId) {
    throw new TokenRejected("Another store account uses this email address; contact the store")
  }
  return email
}

/**
 * Finds the customer bound to the token's subject (`customer_identity`), or on the subject's first sign-in creates
 * one and binds it; a first sign-in whose email already has a registered customer is refused. Then records what
 * the token proved (`email_verified`, `two_factor_enabled` in `customer_identity`), and follows the token's
 * email, names (`first_name`, `last_name`, when it carries them: a token without names leaves the store's alone)
 * and language (`metadata.locale`, the language of the store's mails; a preference, not a trusted fact).
 * Returns the customer's id.
 */
export async function customerForIdentity(scope: Scope, identity: VerifiedIdentity): Promise<string> {
  const manager = scope.resolve<EntityManager>("manager")
  const customers = requestCustomerService(scope)
  const bound = await customerBoundTo(manager, identity.subject)
  const customerId = bound ?? (await firstSignIn(scope, identity))
  const email = bound ? await followedEmail(customers, customerId, identity) : undefined
  if (bound) await recordIdentityFacts(manager, customerId, factsOf(identity))
  try {
    await customers.update(customerId, {
      ...(email ? { email } : {}),
      ...namesOf(identity),
      ...(identity.locale ? { metadata: { locale: identity.locale } } : {}),
    })
  } catch (err) {
    if (email && isUniqueViolation(err)) throw new TokenRejected("Another store account uses this email address; contact the store")
    throw err
  }
  return customerId
}
