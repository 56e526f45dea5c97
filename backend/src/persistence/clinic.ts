import { firstRow, type Db } from "./db"

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
