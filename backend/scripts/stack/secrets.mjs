import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { DATA_DIR } from "./paths.mjs"

/**
 * JWT and cookie secrets for local use: generated once and kept in the ignored `.data/secrets.json`.
 * Values already in the environment win; in production nothing is generated (medusa-config.js refuses defaults).
 */
export function localSecrets(env = process.env) {
  if (env.NODE_ENV === "production") return {}
  const file = path.join(DATA_DIR, "secrets.json")
  let stored = {}
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, "utf8"))
  const wanted = ["JWT_SECRET", "COOKIE_SECRET"]
  let changed = false
  for (const name of wanted) {
    if (!stored[name]) {
      stored[name] = crypto.randomBytes(32).toString("hex")
      changed = true
    }
  }
  if (changed) {
    fs.mkdirSync(DATA_DIR, { recursive: true })
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 })
  }
  return Object.fromEntries(wanted.map((name) => [name, env[name] || stored[name]]))
}
