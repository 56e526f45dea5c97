import type { EntityManager } from "typeorm"
import { UploadedFile } from "../models/uploaded-file"
import { firstRow, queryRows, type Db } from "./db"

/**
 * Points every upload recorded with a public URL at private storage (`private:<key>`); does nothing before the
 * `uploaded_file` table exists (a loader runs before the first migration).
 */
export async function privatiseUploadUrls(db: Db): Promise<void> {
  const table = await firstRow<{ present: boolean }>(db, `select to_regclass('uploaded_file') is not null as present`)
  if (table?.present) await db.query(`update uploaded_file set url = 'private:' || file_key where url not like 'private:%'`)
}

/** A stored file's record: its id, owner (null: staff/system), name, size, type and private storage key. */
export type NewUploadedFile = Pick<UploadedFile, "id" | "customer_id" | "name" | "size" | "mime_type" | "file_key" | "url">

/** Records a stored file. */
export async function insertUploadedFile(manager: EntityManager, file: NewUploadedFile): Promise<UploadedFile> {
  const files = manager.getRepository(UploadedFile)
  return files.save(files.create(file))
}

/** One of the customer's own files, or null (also for another customer's file). */
export async function fileOfCustomer(manager: EntityManager, customerId: string, id: string): Promise<UploadedFile | null> {
  return manager.getRepository(UploadedFile).findOne({ where: { id, customer_id: customerId } })
}

/** The ids and storage keys of the customer's files. */
export async function filesOfCustomer(db: Db, customerId: string): Promise<Pick<UploadedFile, "id" | "file_key">[]> {
  return queryRows(db, `select id, file_key from uploaded_file where customer_id = $1`, [customerId])
}

/** Deletes file records. */
export async function deleteUploadedFiles(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.query(`delete from uploaded_file where id = any($1)`, [ids])
}
