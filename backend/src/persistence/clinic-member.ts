import type { ClinicRole } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { ClinicMember } from "../models/clinic-member"
import { firstRow, queryRows, type Db } from "./db"

/** The customers who may approve a clinic's orders: its owner and admins. */
export async function approverIdsOfClinic(db: Db, clinicId: string): Promise<string[]> {
  const rows = await queryRows<{ customer_id: string }>(db, `select customer_id from clinic_member where clinic_id = $1 and role in ('owner', 'admin')`, [clinicId])
  return rows.map((row) => row.customer_id)
}

/** The role a customer has in a clinic, or undefined when not a member of it. */
export async function roleInClinic(db: Db, clinicId: string, customerId: string): Promise<string | undefined> {
  return (await firstRow<{ role: string }>(db, `select role from clinic_member where clinic_id = $1 and customer_id = $2`, [clinicId, customerId]))?.role
}

/** The clinic a customer is a member of, or undefined. */
export async function clinicIdOfMember(db: Db, customerId: string): Promise<string | undefined> {
  return (await firstRow<{ clinic_id: string }>(db, `select clinic_id from clinic_member where customer_id = $1`, [customerId]))?.clinic_id
}

/**
 * The customer's membership with its clinic, or null when the customer belongs to no clinic. find() rather than
 * findOne(): with a joined relation findOne adds a DISTINCT id query for its LIMIT 1 (the customer id is unique).
 */
export async function membershipOfCustomer(manager: EntityManager, customerId: string): Promise<ClinicMember | null> {
  const [membership] = await manager.getRepository(ClinicMember).find({ where: { customer_id: customerId }, relations: { clinic: true } })
  return membership ?? null
}

/** A membership with its customer, or null. */
export async function membershipWithCustomer(manager: EntityManager, memberId: string): Promise<ClinicMember | null> {
  return manager.getRepository(ClinicMember).findOne({ where: { id: memberId }, relations: { customer: true } })
}

/** A clinic's memberships, each with its customer. */
export async function membersOfClinic(manager: EntityManager, clinicId: string): Promise<ClinicMember[]> {
  return manager.getRepository(ClinicMember).find({ where: { clinic_id: clinicId }, relations: { customer: true } })
}

/** How many members a clinic has. */
export async function memberCountOfClinic(db: Db, clinicId: string): Promise<number> {
  return (await firstRow<{ n: number }>(db, `select count(*)::int as n from clinic_member where clinic_id = $1`, [clinicId]))?.n ?? 0
}

/** Whether a member of the clinic has this email (any case). */
export async function clinicHasMemberEmail(db: Db, clinicId: string, email: string): Promise<boolean> {
  const row = await firstRow<{ found: boolean }>(
    db,
    `select exists (select 1 from clinic_member m join customer c on c.id = m.customer_id where m.clinic_id = $1 and lower(c.email) = $2 and c.deleted_at is null) as found`,
    [clinicId, email.toLowerCase()]
  )
  return Boolean(row?.found)
}

/** Adds a customer to a clinic with `role` (the unique customer and one-owner indexes refuse a second membership or owner). */
export async function addMember(manager: EntityManager, clinicId: string, customerId: string, role: ClinicRole): Promise<ClinicMember> {
  const members = manager.getRepository(ClinicMember)
  return members.save(members.create({ clinic_id: clinicId, customer_id: customerId, role }))
}

/** Gives a membership another role. */
export async function setMemberRole(db: Db, memberId: string, role: ClinicRole): Promise<void> {
  await db.query(`update clinic_member set role = $2, updated_at = now() where id = $1`, [memberId, role])
}

/** Ends a membership. */
export async function deleteMember(db: Db, memberId: string): Promise<void> {
  await db.query(`delete from clinic_member where id = $1`, [memberId])
}
