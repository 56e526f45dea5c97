import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { StackError } from "./fail.mjs"
import { BACKEND_DIR, DATA_DIR, ROOT_DIR } from "./paths.mjs"
import { fingerprint, unlessUnchanged } from "./stamp.mjs"

const require = createRequire(path.join(BACKEND_DIR, "package.json"))
const { ADMIN_BUILD_FLAG, BACK_OFFICE, backOfficeBuildDir, backOfficeServed } = require(path.join(BACKEND_DIR, "back-office.js"))
/** Where `medusa-admin build` writes (ignored by git). */
export const ADMIN_BUILD_DIR = backOfficeBuildDir
/** What the back office is built from: our extensions and the resolved dependency tree (overrides change webpack,
 * react-router and friends without changing @medusajs/admin's version). */
const ADMIN_SOURCES = [path.join(BACKEND_DIR, "src", "admin"), path.join(ROOT_DIR, "package-lock.json")]

/** True unless ADMIN_UI=false: the API test stack runs without the back office UI. */
export const adminUiWanted = backOfficeServed

/**
 * Builds the Medusa Admin with our extensions (backend/src/admin) into backend/build, unless the extension
 * sources, the lockfile, the admin plugin's options and the @medusajs/admin version are unchanged since the last build.
 * Returns true when it built.
 */
export async function buildAdmin(env) {
  // Resolved here, not on loading this module: @medusajs/admin is a dev dependency, absent from a production install.
  const adminPackage = require.resolve("@medusajs/admin/package.json")
  const { version } = JSON.parse(fs.readFileSync(adminPackage, "utf8"))
  return unlessUnchanged(
    path.join(DATA_DIR, "stamps", "admin-build"),
    fingerprint(ADMIN_SOURCES, `@medusajs/admin@${version}\n${JSON.stringify(BACK_OFFICE)}`),
    async () => {
      const result = spawnSync(process.execPath, [path.join(path.dirname(adminPackage), "bin", "medusa-admin.js"), "build"], {
        cwd: BACKEND_DIR,
        env: { ...env, [ADMIN_BUILD_FLAG]: "true" },
        stdio: ["ignore", "pipe", "pipe"],
        encoding: "utf8",
      })
      if (result.status !== 0 || !fs.existsSync(path.join(ADMIN_BUILD_DIR, "index.html"))) {
        process.stderr.write(result.stdout + result.stderr)
        throw new StackError(`Building the Medusa Admin (medusa-admin build) failed (exit ${result.status}); its output is above.`)
      }
    },
    () => fs.existsSync(path.join(ADMIN_BUILD_DIR, "index.html"))
  )
}
