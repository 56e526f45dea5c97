import { firstRow, type Db } from "./db"

/**
 * Points every upload recorded with a public URL at private storage (`private:<key>`); does nothing before the
 * `uploaded_file` table exists (a loader runs before the first migration).
 */
export async function privatiseUploadUrls(db: Db): Promise<void> {
  const table = await firstRow<{ present: boolean }>(db, `select to_regclass('uploaded_file') is not null as present`)
  if (table?.present) await db.query(`update uploaded_file set url = 'private:' || file_key where url not like 'private:%'`)
}
