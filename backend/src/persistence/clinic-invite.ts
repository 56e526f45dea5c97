import type { ApplicationStatus } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { ClinicInvite } from "../models/clinic-invite"
import { firstRow, type Db } from "./db"

/** An invite as its mail tells it: the clinic, who invited, and whether the invitee's address has an identity. */
export type InviteForMail = { id: string; to: string; clinic_name: string; first_name: string | null; last_name: string | null; email: string; has_identity: boolean }

/** The invite with its clinic and inviter, or undefined. */
export async function inviteForMail(db: Db, inviteId: string): Promise<InviteForMail | undefined> {
  return firstRow<InviteForMail>(
    db,
    `select i.id, i."to", c.name as clinic_name, cu.first_name, cu.last_name, cu.email,
            exists (select 1 from customer x where lower(x.email) = i."to" and x.has_account and x.deleted_at is null)
              or exists (select 1 from idp_user u where u.email = i."to") as has_identity
     from clinic_invite i join clinic c on c.id = i.clinic_id join customer cu on cu.id = i.inviter_id
     where i.id = $1`,
    [inviteId]
  )
}

/** What an invite's mailed link may show: the clinic's name, the inviter's first name (null without one) and its status. */
export async function inviteLinkRow(
  db: Db,
  inviteId: string
): Promise<{ clinic_name: string; inviter_first_name: string | null; status: string } | undefined> {
  return firstRow(
    db,
    `select c.name as clinic_name, nullif(trim(cu.first_name), '') as inviter_first_name, i.status
     from clinic_invite i join clinic c on c.id = i.clinic_id
     left join customer cu on cu.id = i.inviter_id and cu.deleted_at is null
     where i.id = $1`,
    [inviteId]
  )
}

/** Whether the clinic has an awaiting invite to `to` (lower-case). */
export async function hasAwaitingInvite(db: Db, clinicId: string, to: string): Promise<boolean> {
  const row = await firstRow<{ found: boolean }>(
    db,
    `select exists (select 1 from clinic_invite where clinic_id = $1 and "to" = $2 and status = 'awaiting') as found`,
    [clinicId, to]
  )
  return Boolean(row?.found)
}

/** Stores an awaiting invite of the clinic to `to` (lower-case); the partial unique index refuses a second awaiting one. */
export async function insertInvite(manager: EntityManager, clinicId: string, inviterId: string, to: string): Promise<ClinicInvite> {
  const invites = manager.getRepository(ClinicInvite)
  return invites.save(invites.create({ to, status: "awaiting", clinic_id: clinicId, inviter_id: inviterId }))
}

/** The invites addressed to `email` (lower-case) and, given `clinicId`, those of that clinic, each with its clinic, newest first. */
export async function invitesToOrOfClinic(manager: EntityManager, email: string, clinicId: string | null): Promise<ClinicInvite[]> {
  const qb = manager.getRepository(ClinicInvite).createQueryBuilder("invite").leftJoinAndSelect("invite.clinic", "clinic").where("invite.to = :email", { email })
  if (clinicId) qb.orWhere("invite.clinic_id = :clinicId", { clinicId })
  return qb.orderBy("invite.created_at", "DESC").addOrderBy("invite.id", "DESC").getMany()
}

/** An invite with its clinic, or null. */
export async function inviteWithClinic(manager: EntityManager, inviteId: string): Promise<ClinicInvite | null> {
  return manager.getRepository(ClinicInvite).findOne({ where: { id: inviteId }, relations: { clinic: true } })
}

/** Records the invitee's answer. */
export async function setInviteStatus(db: Db, inviteId: string, status: ApplicationStatus): Promise<void> {
  await db.query(`update clinic_invite set status = $2, updated_at = now() where id = $1`, [inviteId, status])
}

/** Withdraws an invite. */
export async function deleteInvite(db: Db, inviteId: string): Promise<void> {
  await db.query(`delete from clinic_invite where id = $1`, [inviteId])
}

/** Deletes the awaiting invites addressed to `to` (lower-case). */
export async function deleteAwaitingInvitesTo(db: Db, to: string): Promise<void> {
  await db.query(`delete from clinic_invite where "to" = $1 and status = 'awaiting'`, [to])
}
