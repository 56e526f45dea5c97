/**
 * `npm run staff-user -- --email you@your-domain`: creates a back-office (staff) user, the first one of a production
 * store included (the demo staff user is refused there: backend/demo-data.js). Asks for the password without showing
 * it, or reads it from stdin when that is not a terminal (`printf '%s' "$PASSWORD" | npm run staff-user -- --email …`);
 * the password never goes on a command line. Needs DATABASE_URL (migrated) and the backend build; checks the
 * environment first, as every backend process does.
 */
import "./stack/load-env.mjs"
import { spawnSync } from "node:child_process"
import path from "node:path"
import { parseArgs } from "node:util"
import { telemetryOffEnv } from "./stack/backend.mjs"
import { checkEnvironment } from "./stack/environment.mjs"
import { StackError } from "./stack/fail.mjs"
import { BACKEND_DIR } from "./stack/paths.mjs"
import { assertBackendBuilt } from "./stack/release.mjs"

/** The password: typed at a terminal (not echoed), else the whole of stdin. */
async function readPassword() {
  if (!process.stdin.isTTY) {
    let text = ""
    for await (const chunk of process.stdin) text += chunk
    return text.replace(/\r?\n$/, "")
  }
  process.stdout.write("Password (not shown): ")
  process.stdin.setRawMode(true)
  let typed = ""
  for await (const chunk of process.stdin) {
    for (const char of String(chunk)) {
      if (char === "\r" || char === "\n") {
        process.stdin.setRawMode(false)
        process.stdout.write("\n")
        return typed
      }
      if (char === "\u0003") process.exit(130)
      typed = char === "\u007f" ? typed.slice(0, -1) : typed + char
    }
  }
  return typed
}

try {
  const { values } = parseArgs({ options: { email: { type: "string", short: "e" } } })
  if (!values.email) throw new StackError("Give the staff user's address: npm run staff-user -- --email you@your-domain")
  const env = checkEnvironment({ ...process.env, ...telemetryOffEnv() })
  if (!env.DATABASE_URL) throw new StackError("DATABASE_URL is not set: it names the store's (migrated) database.")
  assertBackendBuilt()
  const password = await readPassword()
  const result = spawnSync(process.execPath, [path.join(BACKEND_DIR, "dist", "scripts", "staff-user.js"), values.email], {
    cwd: BACKEND_DIR,
    env: { ...env, ADMIN_UI: "false" },
    input: password,
    stdio: ["pipe", "inherit", "inherit"],
  })
  process.exit(result.status ?? 1)
} catch (err) {
  console.error(err instanceof StackError ? `[staff-user] ${err.message}` : err)
  process.exit(1)
}
