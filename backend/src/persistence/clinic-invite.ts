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
