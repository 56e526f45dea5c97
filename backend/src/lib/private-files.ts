import fs from "node:fs"
import path from "node:path"
import { randomUUID } from "node:crypto"
import type { Readable } from "node:stream"
import { privateObjectStore } from "./private-object-store"

/**
 * Private file storage for lab results and customers' uploads.
 *
 * `@medusajs/file-local` serves its whole upload directory statically (`/uploads/<key>`) and ignores
 * `isPrivate`/`acl` (its `uploadProtected` writes to the same public folder), so anything stored through it is
 * fetchable by whoever learns the key. These files live instead in storage that nothing serves publicly, and are
 * read back only by our authorised download routes:
 * - on the local disk (default): a folder no route serves (`PRIVATE_UPLOAD_DIR`, default `private-uploads` next to
 *   the public `uploads`);
 * - in S3-compatible object storage when S3_BUCKET is set (backend/object-storage.js): the private bucket
 *   S3_PRIVATE_BUCKET, which has no public access, so every instance behind a load balancer reads every file.
 */
export function privateUploadDir(): string {
  return path.resolve(process.env.PRIVATE_UPLOAD_DIR || "private-uploads")
}

/** A stored key: `<folder>/<generated name>.<ext>`, nothing a caller chose. */
const KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a private file key: ${key}`)
  return key
}

function pathOf(key: string): string {
  return path.join(privateUploadDir(), checkedKey(key))
}

/** Writes `bytes` under `folder` with a generated name (prefixed by `name` when given); returns the key. */
export async function storePrivateFile(folder: string, ext: string, bytes: Buffer, name: string = randomUUID()): Promise<string> {
  const key = checkedKey(`${folder}/${name}-${Date.now()}.${ext}`)
  const objects = privateObjectStore()
  if (objects) {
    await objects.put(key, bytes)
    return key
  }
  const file = pathOf(key)
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  await fs.promises.writeFile(file, bytes, { mode: 0o600 })
  return key
}

/** The folder @medusajs/file-local serves publicly, where files stored before private storage still lie. */
export function legacyPublicDir(): string {
  return path.resolve(process.env.UPLOAD_DIR || "uploads")
}

/**
 * A readable stream of a private file, or undefined when there is none. On the local disk, a file stored before
 * private storage existed (same key, in the public upload folder) is moved into private storage first.
 */
export async function readPrivateFile(key: string): Promise<Readable | undefined> {
  const objects = privateObjectStore()
  if (objects) return objects.get(checkedKey(key))
  const file = pathOf(key)
  if (!fs.existsSync(file)) {
    const legacy = path.join(legacyPublicDir(), key)
    if (!fs.existsSync(legacy)) return undefined
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
    await fs.promises.rename(legacy, file)
  }
  return fs.createReadStream(file)
}

/** Deletes a private file (nothing when it is already gone). */
export async function deletePrivateFile(key: string): Promise<void> {
  const objects = privateObjectStore()
  if (objects) return objects.delete(checkedKey(key))
  await fs.promises.rm(pathOf(key), { force: true })
}
