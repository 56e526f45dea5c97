import { sql } from "./db"

export { goodClaims, localIssuer, localSigningKey, signRs256 } from "./sign-in"

/** How many customers have this email (any kind). */
export async function customerCount(email: string): Promise<number> {
  const rows = await sql<{ n: string }>(`select count(*) as n from customer where email = $1`, [email])
  return Number(rows[0].n)
}
