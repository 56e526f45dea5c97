import type { ApplicationStatus } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { Clinic } from "../models/clinic"
import { containsPattern, firstRow, type Db } from "./db"

/** A clinic's name and billing email with its owner's id and email (null without an owner), or undefined. */
export async function clinicWithOwner(
  db: Db,
  clinicId: string
): Promise<{ name: string; billing_email: string; owner_id: string | null; owner_email: string | null } | undefined> {
  return firstRow(
    db,
    `select c.name, c.billing_email, cu.id as owner_id, cu.email as owner_email
     from clinic c left join clinic_member m on m.clinic_id = c.id and m.role = 'owner' left join customer cu on cu.id = m.customer_id
     where c.id = $1`,
    [clinicId]
  )
}

/** A clinic's name, or undefined when there is no such clinic. */
export async function clinicName(db: Db, clinicId: string): Promise<string | undefined> {
  return (await firstRow<{ name: string }>(db, `select name from clinic where id = $1`, [clinicId]))?.name
}

/**
 * Locks the clinic row until the transaction ends, so membership changes of one clinic run one after
 * another: a concurrent request then reads the roles the previous one committed.
 */
export async function lockClinicRow(db: Db, clinicId: string): Promise<void> {
  await db.query(`select "id" from "clinic" where "id" = $1 for update`, [clinicId])
}

/** What a new clinic is made of (it starts `awaiting`). */
export type NewClinic = Pick<Clinic, "name" | "type" | "billing_email" | "billing_address" | "status">

/** Stores a new clinic. */
export async function insertClinic(manager: EntityManager, fields: NewClinic): Promise<Clinic> {
  const clinics = manager.getRepository(Clinic)
  return clinics.save(clinics.create(fields))
}

/** A clinic, or null. */
export async function clinicById(manager: EntityManager, clinicId: string): Promise<Clinic | null> {
  return manager.getRepository(Clinic).findOne({ where: { id: clinicId } })
}

/** Stores the changed fields of a clinic. */
export async function saveClinic(manager: EntityManager, clinic: Clinic): Promise<Clinic> {
  return manager.getRepository(Clinic).save(clinic)
}

/** Deletes a clinic; its memberships and invites go with it. */
export async function deleteClinic(db: Db, clinicId: string): Promise<void> {
  await db.query(`delete from clinic where id = $1`, [clinicId])
}

/** Staff list filters of clinics. */
export type ClinicListQuery = { status?: ApplicationStatus; q?: string; offset: number; limit: number }

/** One page of clinics of a status and matching a name or billing email search, newest first, and how many match. */
export async function clinicsPage(manager: EntityManager, filter: ClinicListQuery): Promise<[Clinic[], number]> {
  const qb = manager.getRepository(Clinic).createQueryBuilder("clinic")
  if (filter.status) qb.andWhere("clinic.status = :status", { status: filter.status })
  if (filter.q) qb.andWhere("(clinic.name ilike :pattern or clinic.billing_email ilike :pattern)", { pattern: containsPattern(filter.q) })
  return qb.orderBy("clinic.created_at", "DESC").addOrderBy("clinic.id", "DESC").skip(filter.offset).take(filter.limit).getManyAndCount()
}
