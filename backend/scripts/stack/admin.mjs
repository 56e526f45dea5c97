import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { StackError } from "./fail.mjs"
import { BACKEND_DIR, DATA_DIR, ROOT_DIR } from "./paths.mjs"
import { fingerprint, unlessUnchanged } from "./stamp.mjs"

const require = createRequire(path.join(BACKEND_DIR, "package.json"))
const ADMIN_PACKAGE = require.resolve("@medusajs/admin/package.json")
const ADMIN_CLI = path.join(path.dirname(ADMIN_PACKAGE), "bin", "medusa-admin.js")
/** Where `medusa-admin build` writes (the plugin's `outDir` in medusa-config.js; ignored by git). */
export const ADMIN_BUILD_DIR = path.join(BACKEND_DIR, "build")
/** What the back office is built from: our extensions and the resolved dependency tree (overrides change webpack,
 * react-router and friends without changing @medusajs/admin's version). */
const ADMIN_SOURCES = [path.join(BACKEND_DIR, "src", "admin"), path.join(ROOT_DIR, "package-lock.json")]

/** The admin plugin's build options from medusa-config.js (`serve` aside: it only matters to the server). */
function adminBuildOptions() {
  const config = require(path.join(BACKEND_DIR, "medusa-config.js"))
  const plugin = (config.plugins ?? []).find((p) => (typeof p === "string" ? p : p.resolve) === "@medusajs/admin")
  if (!plugin) throw new StackError("@medusajs/admin is not listed in backend/medusa-config.js plugins: the back office cannot be built.")
  const { serve: _serve, ...options } = typeof plugin === "string" ? {} : (plugin.options ?? {})
  return JSON.stringify(options)
}

/** True unless ADMIN_UI=false: the API test stack runs without the back office UI. */
export function adminUiWanted(env) {
  return env.ADMIN_UI !== "false"
}

/**
 * Builds the Medusa Admin with our extensions (backend/src/admin) into backend/build, unless the extension
 * sources, the lockfile, the admin plugin's options and the @medusajs/admin version are unchanged since the last build.
 * Returns true when it built.
 */
export async function buildAdmin(env) {
  const { version } = JSON.parse(fs.readFileSync(ADMIN_PACKAGE, "utf8"))
  return unlessUnchanged(
    path.join(DATA_DIR, "stamps", "admin-build"),
    fingerprint(ADMIN_SOURCES, `@medusajs/admin@${version}\n${adminBuildOptions()}`),
    async () => {
      const result = spawnSync(process.execPath, [ADMIN_CLI, "build"], {
        cwd: BACKEND_DIR,
        env,
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
