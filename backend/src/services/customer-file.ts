import { generateEntityId } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import type { UploadedFile } from "../models/uploaded-file"
import { deleteUploadedFiles, fileOfCustomer, filesOfCustomer, insertUploadedFile } from "../persistence/uploaded-file"
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
      return insertUploadedFile(manager, {
        id,
        customer_id: customerId,
        name: sanitiseFileName(name) || "file",
        size: bytes.length,
        mime_type: type.mime,
        file_key: fileKey,
        // No public URL: the bytes are private (the column predates private storage).
        url: `private:${fileKey}`,
      })
    })
  }

  /**
   * One of the customer's own files with its bytes; 404 for a file of someone else (or none), so ids of other
   * customers' files cannot be probed.
   */
  async open(customerId: string, id: string): Promise<{ file: UploadedFile; stream: Readable }> {
    const file = await fileOfCustomer(this.activeManager_, customerId, id)
    const stream = file ? await readPrivateFile(file.file_key) : undefined
    if (!file || !stream) throw new NotFoundError("File")
    return { file, stream }
  }

  /** Deletes the files of a customer (account deletion): stored bytes first, then the records. */
  async deleteAllOf(customerId: string): Promise<number> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      const files = await filesOfCustomer(manager, customerId)
      for (const file of files) await deletePrivateFile(file.file_key)
      await deleteUploadedFiles(manager, files.map((f) => f.id))
      return files.length
    })
  }

}
