import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

function* walk(dir) {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** A hash of the names, sizes and modification times of every file under `inputs` (files or folders). */
export function fingerprint(inputs, extra = "") {
  const hash = crypto.createHash("sha256").update(extra)
  for (const input of inputs) {
    const files = fs.existsSync(input) && fs.statSync(input).isFile() ? [input] : [...walk(input)]
    for (const file of files.sort()) {
      const stat = fs.statSync(file)
      hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  return hash.digest("hex")
}

/**
 * Runs `work` only when the fingerprint differs from the one recorded in `stampFile`
 * (and `outputExists()` holds), then records it. Returns true when the work ran.
 */
export async function unlessUnchanged(stampFile, currentFingerprint, work, outputExists = () => true) {
  const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : ""
  if (previous === currentFingerprint && outputExists()) return false
  await work()
  fs.mkdirSync(path.dirname(stampFile), { recursive: true })
  fs.writeFileSync(stampFile, currentFingerprint)
  return true
}
