import type { MedusaContainer } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { LEGACY_PRIVATE_FOLDERS, sweepLegacyPublicUploads } from "../lib/legacy-public-uploads"
import { legacyPublicDir, privateUploadDir } from "../lib/private-files"
import { privateObjectStore } from "../lib/private-object-store"
import { privatiseUploadUrls } from "../persistence/uploaded-file"

type Logger = { info(message: string): void }

/**
 * At every start (Medusa runs the project's loaders before it listens): customer uploads and lab results stored
 * before private storage existed still lie in the statically served upload folder (`UPLOAD_DIR`, `/uploads/…`).
 * They are moved into private storage under the same key (or deleted there when private storage already has the
 * file), and their `uploaded_file.url` stops pointing at /uploads. One log line with the counts when there was
 * anything to do; nothing on a clean installation. Idempotent. With private files in S3 (S3_BUCKET) there is no
 * local private folder to move into: the disk is left alone (docs/deploy.md says how to copy old files to the bucket).
 */
export default async function privateUploadsLoader(container: MedusaContainer): Promise<void> {
  const publicDir = legacyPublicDir()
  const local = !privateObjectStore()
  const { moved, removed } = local ? await sweepLegacyPublicUploads(publicDir, privateUploadDir()) : { moved: 0, removed: 0 }
  const manager = container.resolve<EntityManager>("manager")
  await privatiseUploadUrls(manager)
  if (moved + removed === 0) return
  container
    .resolve<Logger>("logger")
    .info(
      `Private uploads: moved ${moved} file(s) out of the public ${publicDir}/{${LEGACY_PRIVATE_FOLDERS.join(",")}} into private storage ` +
        `(${privateUploadDir()}); deleted ${removed} public copy(ies) of files already private`
    )
}
