/**
 * Prints the current two-step code of a demo identity: `npm run totp -w backend -- member@example.com`.
 * Uses the fixed demo secret (backend/src/seed/demo-identities.ts); build the backend first (npm start does).
 */
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist")
const email = (process.argv[2] ?? "member@example.com").toLowerCase()
let demo
try {
  demo = require(path.join(dist, "seed", "demo-identities.js"))
} catch {
  console.error("Build the backend first: npm run build -w backend (npm start builds it too)")
  process.exit(1)
}
if (email !== demo.TWO_STEP_DEMO_EMAIL) {
  console.error(`Only ${demo.TWO_STEP_DEMO_EMAIL} has two-step verification in the demo data.`)
  process.exit(1)
}
const { totpFor } = require(path.join(dist, "idp", "two-factor.js"))
const totp = totpFor(demo.TWO_STEP_DEMO_TOTP_SECRET, email)
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30)
console.log(`${totp.generate()}  (valid for ${secondsLeft} more seconds; backup codes: ${demo.TWO_STEP_DEMO_BACKUP_CODES.join(", ")})`)
