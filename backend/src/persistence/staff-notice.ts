import { firstRow, queryRows, type Db } from "./db"

/** Who applied, as a staff notice names them: the name they gave (else their account's) and their email. */
export type Applicant = { first_name: string | null; last_name: string | null; email: string }

/** The email of every staff (back-office) user, oldest account first. */
export async function staffUserEmails(db: Db): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(db, `select email from "user" where deleted_at is null order by created_at, id`)
  return rows.map((row) => row.email)
}

/** An individual's application with the name given in it (else the customer's), or undefined when there is none. */
export async function individualApplicant(db: Db, customerId: string): Promise<Applicant | undefined> {
  return firstRow<Applicant>(
    db,
    `select coalesce(a.first_name, c.first_name) as first_name, coalesce(a.last_name, c.last_name) as last_name, c.email
       from customer_application a join customer c on c.id = a.customer_id where a.customer_id = $1`,
    [customerId]
  )
}

/** A new clinic's name and type with its owner (who signed it up), or undefined when the clinic is gone. */
export async function clinicApplicant(db: Db, clinicId: string, ownerId: string): Promise<(Applicant & { clinic_name: string; clinic_type: string }) | undefined> {
  return firstRow(
    db,
    `select cl.name as clinic_name, cl.type as clinic_type, c.first_name, c.last_name, c.email
       from clinic cl join customer c on c.id = $2 where cl.id = $1`,
    [clinicId, ownerId]
  )
}
