import fs from "node:fs"
import path from "node:path"

/**
 * Folders of the public upload directory that held private files before they were stored privately
 * (lib/private-files.ts): customer uploads and lab results, under the same keys.
 */
export const LEGACY_PRIVATE_FOLDERS = ["customer-files", "lab-results"] as const

/** What one sweep did: files moved into private storage, and public copies deleted because a private one existed. */
export type SweepResult = { moved: number; removed: number }

/** Every regular file under `dir`, as paths relative to it (none when `dir` does not exist). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

/** Moves a file, also across file systems (rename fails with EXDEV there: copy, then delete). */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fs.promises.rename(from, to)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err
    await fs.promises.copyFile(from, to, fs.constants.COPYFILE_EXCL)
    await fs.promises.rm(from)
  }
}

/**
 * Takes the private files still lying in the publicly served upload folder (`publicDir`, served by
 * `@medusajs/file-local` at /uploads) out of it: each file under the {@link LEGACY_PRIVATE_FOLDERS} is moved to the
 * same key under `privateDir` (folders 0700, files 0600), or deleted when private storage already has that key.
 * Idempotent: a second run finds nothing. Empty legacy folders are removed.
 */
export async function sweepLegacyPublicUploads(publicDir: string, privateDir: string): Promise<SweepResult> {
  const result: SweepResult = { moved: 0, removed: 0 }
  if (path.resolve(publicDir) === path.resolve(privateDir)) return result
  for (const folder of LEGACY_PRIVATE_FOLDERS) {
    const from = path.join(publicDir, folder)
    for (const relative of filesUnder(from)) {
      const source = path.join(from, relative)
      const target = path.join(privateDir, folder, relative)
      if (fs.existsSync(target)) {
        await fs.promises.rm(source, { force: true })
        result.removed++
        continue
      }
      await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      await moveFile(source, target)
      await fs.promises.chmod(target, 0o600)
      result.moved++
    }
    if (fs.existsSync(from) && filesUnder(from).length === 0) await fs.promises.rm(from, { recursive: true, force: true })
  }
  return result
}
