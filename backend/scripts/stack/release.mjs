/**
 * Checks of the production start (`npm run start:production`), which only starts: the release steps
 * (`npm run build`, `npm run migrate`) must have run before, and each missing one is named in one clear line.
 */
import fs from "node:fs"
import path from "node:path"
import { ADMIN_BUILD_DIR } from "./admin.mjs"
import { migrationsPending } from "./backend.mjs"
import { StackError } from "./fail.mjs"
import { BACKEND_DIR } from "./paths.mjs"

/** Throws unless the backend is compiled (backend/dist with its configuration-loaded parts). */
export function assertBackendBuilt(backendDir = BACKEND_DIR) {
  const marker = path.join(backendDir, "dist", "api", "middlewares.js")
  if (!fs.existsSync(marker)) {
    throw new StackError("The backend is not built (backend/dist is missing): run `npm run build` first.")
  }
}

/** Throws unless the back office is built (backend/build/index.html), which the admin plugin serves at /app. */
export function assertAdminBuilt(adminBuildDir = ADMIN_BUILD_DIR) {
  if (!fs.existsSync(path.join(adminBuildDir, "index.html"))) {
    throw new StackError("The back office is not built (backend/build is missing): run `npm run build` first, or set ADMIN_UI=false.")
  }
}

/** Throws unless every migration of this build has run on the database (`npm run migrate` records that). */
export async function assertMigrated(env) {
  if (await migrationsPending(env)) {
    throw new StackError(`The database ${new URL(env.DATABASE_URL).pathname.slice(1)} lacks this release's migrations: run \`npm run migrate\` first.`)
  }
}
