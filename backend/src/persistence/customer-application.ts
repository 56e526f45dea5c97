import type { ApplicationStatus } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { CustomerApplication } from "../models/customer-application"
import { containsPattern } from "./db"

/** An application as its customer submits it (it starts `awaiting`, not yet reviewed). */
export type NewApplication = Pick<CustomerApplication, "customer_id" | "status" | "submitted_at" | "first_name" | "last_name" | "phone" | "date_of_birth" | "reason">

/** Whether the customer has an application. */
export async function hasApplication(manager: EntityManager, customerId: string): Promise<boolean> {
  return manager.getRepository(CustomerApplication).exist({ where: { customer_id: customerId } })
}

/** Stores an application (the primary key refuses a second one of the same customer). */
export async function insertApplication(manager: EntityManager, application: NewApplication): Promise<void> {
  await manager.getRepository(CustomerApplication).insert({ ...application, reviewed_at: null })
}

/** Stores an application unless the customer has one (the seed: staff may have decided it since). */
export async function insertApplicationUnlessPresent(manager: EntityManager, application: NewApplication): Promise<void> {
  await manager.createQueryBuilder().insert().into(CustomerApplication).values({ ...application, reviewed_at: null }).orIgnore().execute()
}

/**
 * The customer's application, or null. `lock` holds it until the transaction ends, so two decisions at once see each
 * other's.
 */
export async function applicationOf(manager: EntityManager, customerId: string, lock = false): Promise<CustomerApplication | null> {
  return manager.getRepository(CustomerApplication).findOne({ where: { customer_id: customerId }, ...(lock ? { lock: { mode: "pessimistic_write" as const } } : {}) })
}

/** The status and submission time of the customer's application, or null. */
export async function applicationStatusOf(manager: EntityManager, customerId: string): Promise<Pick<CustomerApplication, "customer_id" | "status" | "submitted_at"> | null> {
  return manager.getRepository(CustomerApplication).findOne({ where: { customer_id: customerId }, select: { customer_id: true, status: true, submitted_at: true } })
}

/** Records staff's decision on an application. */
export async function setApplicationStatus(manager: EntityManager, customerId: string, status: ApplicationStatus, reviewedAt: Date): Promise<void> {
  await manager.getRepository(CustomerApplication).update({ customer_id: customerId }, { status, reviewed_at: reviewedAt })
}

/** Deletes the customer's application. */
export async function deleteApplication(manager: EntityManager, customerId: string): Promise<void> {
  await manager.getRepository(CustomerApplication).delete({ customer_id: customerId })
}

/** Staff list filters of applications. */
export type ApplicationListQuery = { status?: ApplicationStatus; q?: string; offset: number; limit: number }

/**
 * One page of applications (each with its customer) of a status and matching any part of the applicant's name or
 * email, newest first, and how many match.
 */
export async function applicationsPage(manager: EntityManager, filter: ApplicationListQuery): Promise<[CustomerApplication[], number]> {
  const qb = manager.getRepository(CustomerApplication).createQueryBuilder("application").innerJoinAndSelect("application.customer", "customer")
  if (filter.status) qb.andWhere("application.status = :status", { status: filter.status })
  if (filter.q) {
    qb.andWhere(
      `(customer.email ilike :pattern or concat_ws(' ', coalesce(application.first_name, customer.first_name), coalesce(application.last_name, customer.last_name)) ilike :pattern)`,
      { pattern: containsPattern(filter.q) }
    )
  }
  return qb
    .orderBy("application.submitted_at", "DESC", "NULLS LAST")
    .addOrderBy("customer.created_at", "DESC")
    .addOrderBy("customer.id", "DESC")
    .offset(filter.offset)
    .limit(filter.limit)
    .getManyAndCount()
}
