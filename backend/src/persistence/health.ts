import type { Db } from "./db"

/** Asks the database for the smallest answer (`select 1`): throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.query("select 1")
}
