import type { ApplicationStatus } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { CustomerApplication } from "../models/customer-application"
import { containsPattern, firstRow, type Db } from "./db"

/** An application as its customer submits it (it starts `awaiting`, not yet reviewed). */
export type NewApplication = Pick<CustomerApplication, "customer_id" | "status" | "submitted_at" | "first_name" | "last_name" | "phone" | "date_of_birth" | "reason">

/** Whether the customer has an application. */
export async function hasApplication(db: Db, customerId: string): Promise<boolean> {
  const row = await firstRow<{ found: boolean }>(db, `select exists (select 1 from customer_application where customer_id = $1) as found`, [customerId])
  return Boolean(row?.found)
}

const INSERT_APPLICATION = `insert into customer_application (customer_id, status, submitted_at, reviewed_at, first_name, last_name, phone, date_of_birth, reason)
  values ($1, $2, $3, null, $4, $5, $6, $7, $8)`

function insertParams(application: NewApplication): unknown[] {
  const { customer_id, status, submitted_at, first_name, last_name, phone, date_of_birth, reason } = application
  return [customer_id, status, submitted_at, first_name, last_name, phone, date_of_birth, reason]
}

/** Stores an application (the primary key refuses a second one of the same customer). */
export async function insertApplication(db: Db, application: NewApplication): Promise<void> {
  await db.query(INSERT_APPLICATION, insertParams(application))
}

/** Stores an application unless the customer has one (the seed: staff may have decided it since). */
export async function insertApplicationUnlessPresent(db: Db, application: NewApplication): Promise<void> {
  await db.query(`${INSERT_APPLICATION} on conflict (customer_id) do nothing`, insertParams(application))
}

/**
 * The customer's application, or null. `lock` holds it until the transaction ends, so two decisions at once see each
 * other's.
 */
export async function applicationOf(manager: EntityManager, customerId: string, lock = false): Promise<CustomerApplication | null> {
  return manager.getRepository(CustomerApplication).findOne({ where: { customer_id: customerId }, ...(lock ? { lock: { mode: "pessimistic_write" as const } } : {}) })
}

/** The status and submission time of the customer's application, or null. */
export async function applicationStatusOf(db: Db, customerId: string): Promise<Pick<CustomerApplication, "status" | "submitted_at"> | null> {
  return (await firstRow<Pick<CustomerApplication, "status" | "submitted_at">>(db, `select status, submitted_at from customer_application where customer_id = $1`, [customerId])) ?? null
}

/** Records staff's decision on an application. */
export async function setApplicationStatus(db: Db, customerId: string, status: ApplicationStatus, reviewedAt: Date): Promise<void> {
  await db.query(`update customer_application set status = $2, reviewed_at = $3 where customer_id = $1`, [customerId, status, reviewedAt])
}

/** Deletes the customer's application. */
export async function deleteApplication(db: Db, customerId: string): Promise<void> {
  await db.query(`delete from customer_application where customer_id = $1`, [customerId])
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
