import { randomBytes } from "node:crypto"
import type { CustomerService, MedusaContainer } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { insertClinic } from "../persistence/clinic"
import { addMember, membershipOfCustomer } from "../persistence/clinic-member"
import { insertApplicationUnlessPresent } from "../persistence/customer-application"
import { DEMO_CLINICS, DEMO_CUSTOMERS, type DemoClinic, type DemoCustomer } from "./demo-customers"
import type { SeedReport } from "./seed-report"

function bump(report: SeedReport, key: string): void {
  report.extra[key] = (report.extra[key] ?? 0) + 1
}

/** The demo application of an individual demo customer, unless it has one (staff may have decided it since). */
async function seedApplication(manager: EntityManager, customerId: string, seed: DemoCustomer): Promise<void> {
  if (!seed.application) return
  await insertApplicationUnlessPresent(manager, {
    customer_id: customerId,
    status: seed.application,
    submitted_at: new Date("2026-01-15T09:00:00.000Z"),
    first_name: seed.first_name,
    last_name: seed.last_name,
    phone: null,
    date_of_birth: null,
    reason: "Demo applicant",
  })
}

/**
 * Creates the demo customer (with account and billing address) unless it exists; returns its id. Its store password
 * is random and never shown, as for every customer: demo customers sign in through the identity provider, whose
 * demo identities (demo-identities.ts) are bound to them.
 */
async function seedCustomer(container: MedusaContainer, seed: DemoCustomer, report: SeedReport): Promise<string> {
  const customerService = container.resolve<CustomerService>("customerService")
  const [existing] = await customerService.list({ email: seed.email, has_account: true })
  if (existing) {
    await seedApplication(container.resolve("manager"), existing.id, seed)
    return existing.id
  }
  const customer = await customerService.create({
    email: seed.email,
    password: randomBytes(32).toString("base64url"),
    first_name: seed.first_name,
    last_name: seed.last_name,
  })
  await customerService.update(customer.id, {
    billing_address: { ...seed.billing_address, first_name: seed.first_name, last_name: seed.last_name } as never,
  })
  await seedApplication(container.resolve("manager"), customer.id, seed)
  bump(report, "customers")
  return customer.id
}

/** Creates the demo clinic with its owner and members unless the owner already belongs to a clinic. */
async function seedClinic(manager: EntityManager, seed: DemoClinic, ids: Map<string, string>, report: SeedReport): Promise<void> {
  const ownerId = ids.get(seed.owner)!
  let membership = await membershipOfCustomer(manager, ownerId)
  if (!membership) {
    const clinic = await insertClinic(manager, {
      name: seed.name,
      type: seed.type,
      status: seed.status,
      billing_email: seed.billing_email,
      billing_address: seed.billing_address,
    })
    membership = await addMember(manager, clinic.id, ownerId, "owner")
    bump(report, "clinics")
  }
  for (const email of seed.members) {
    const customerId = ids.get(email)!
    if (await membershipOfCustomer(manager, customerId)) continue
    await addMember(manager, membership.clinic_id, customerId, "member")
    bump(report, "clinic_members")
  }
}

/** Seed step: the demo customers and clinics (idempotent: a second run creates nothing). */
export async function seedDemoClinics(container: MedusaContainer, report: SeedReport): Promise<void> {
  const ids = new Map<string, string>()
  for (const customer of DEMO_CUSTOMERS) ids.set(customer.email, await seedCustomer(container, customer, report))
  const manager = container.resolve<EntityManager>("manager")
  await manager.transaction(async (transaction) => {
    for (const clinic of DEMO_CLINICS) await seedClinic(transaction, clinic, ids, report)
  })
}
