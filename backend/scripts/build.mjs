/**
 * `npm run build`: the release build, apart from starting. Builds the storefront (dist/), the backend
 * (backend/dist) and the back office (backend/build, unless ADMIN_UI=false). Each part is skipped when its inputs are
 * unchanged since its last build. The storefront bakes VITE_* settings into its files: set VITE_MEDUSA_BACKEND_URL
 * (the public origin of the API) before building for a server.
 */
import "./stack/load-env.mjs"
import path from "node:path"
import { adminUiWanted, buildAdmin } from "./stack/admin.mjs"
import { buildBackend, telemetryOffEnv } from "./stack/backend.mjs"
import { StackError } from "./stack/fail.mjs"
import { ROOT_DIR } from "./stack/paths.mjs"
import { buildStorefront } from "./stack/storefront.mjs"

const say = (line) => console.log(`[build] ${line}`)

/** Runs one build step and says whether it built or found its output current. */
async function step(what, build) {
  const started = Date.now()
  const built = await build()
  say(built ? `${what} built in ${((Date.now() - started) / 1000).toFixed(1)} s` : `${what} unchanged since its last build`)
}

try {
  const env = { ...process.env, ...telemetryOffEnv() }
  await step("Storefront (dist/)", () => buildStorefront(env, path.join(ROOT_DIR, "dist")))
  await step("Backend (backend/dist)", () => buildBackend(env))
  if (adminUiWanted(env)) await step("Back office (backend/build)", () => buildAdmin(env))
  else say("Back office skipped (ADMIN_UI=false)")
} catch (err) {
  console.error(err instanceof StackError ? `[build] ${err.message}` : err)
  process.exit(1)
}
