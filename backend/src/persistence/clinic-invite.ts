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
