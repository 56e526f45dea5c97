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
