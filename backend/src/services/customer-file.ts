import { generateEntityId } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { UploadedFile } from "../models/uploaded-file"
import { decodeBase64Content, detectContentType, sanitiseFileName } from "../domain/file-content"
import type { Readable } from "node:stream"
import { NotFoundError } from "../domain/errors"
import { deletePrivateFile, readPrivateFile, storePrivateFile } from "../lib/private-files"
import { StoreService } from "../lib/store-service"

/** Folder (inside the private file storage, lib/private-files.ts) for customer uploads; keys are generated, never from names. */
const FOLDER = "customer-files"

/** A stored file as the API answers it. */
export function uploadedFileView(file: UploadedFile) {
  return { id: file.id, name: file.name, size: file.size, mime_type: file.mime_type, created_at: file.created_at }
}

/**
 * Customer uploads: base64 content stored privately (never in the statically served upload folder),
 * metadata in `uploaded_file`.
 */
export default class CustomerFileService extends StoreService {
  /** Stores `content` (base64, ≤ 10 MB decoded) for the customer (null: staff/system) and records it. */
  async upload(customerId: string | null, name: string, content: string): Promise<UploadedFile> {
    const bytes = decodeBase64Content(content)
    const type = detectContentType(bytes)
    const id = generateEntityId(undefined, "file")
    const fileKey = await storePrivateFile(FOLDER, type.ext, bytes, id)
    return this.atomicPhase_(async (manager: EntityManager) => {
      const repo = manager.getRepository(UploadedFile)
      return repo.save(
        repo.create({
          id,
          customer_id: customerId,
          name: sanitiseFileName(name) || "file",
          size: bytes.length,
          mime_type: type.mime,
          file_key: fileKey,
          // No public URL: the bytes are private (the column predates private storage).
          url: `private:${fileKey}`,
        })
      )
    })
  }

  /**
   * One of the customer's own files with its bytes; 404 for a file of someone else (or none), so ids of other
   * customers' files cannot be probed.
   */
  async open(customerId: string, id: string): Promise<{ file: UploadedFile; stream: Readable }> {
    const file = await this.activeManager_.getRepository(UploadedFile).findOne({ where: { id, customer_id: customerId } })
    const stream = file ? await readPrivateFile(file.file_key) : undefined
    if (!file || !stream) throw new NotFoundError("File")
    return { file, stream }
  }

  /** Deletes the files of a customer (account deletion): stored bytes first, then the records. */
  async deleteAllOf(customerId: string): Promise<number> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const repo = manager.getRepository(UploadedFile)
      const files = await repo.find({ where: { customer_id: customerId } })
      for (const file of files) await deletePrivateFile(file.file_key)
      if (files.length) await repo.delete(files.map((f) => f.id))
      return files.length
    })
  }

}
