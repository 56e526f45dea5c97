import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { StackError } from "./fail.mjs"
import { DATA_DIR, ROOT_DIR } from "./paths.mjs"
import { fingerprint, unlessUnchanged } from "./stamp.mjs"

const require = createRequire(path.join(ROOT_DIR, "package.json"))
const VITE = path.join(path.dirname(require.resolve("vite/package.json")), "bin", "vite.js")
const BUILD_INPUTS = ["src", "machines", "index.html", "vite.config.ts", "package.json", "public"].map((p) => path.join(ROOT_DIR, p))

function viteEnv(env) {
  return Object.entries(env)
    .filter(([key]) => key.startsWith("VITE_"))
    .sort()
    .map(([k, v]) => `${k}=${v}`)
    .join("\n")
}

/**
 * Builds the storefront into dist/ unless its sources and VITE_* settings are unchanged. Always a production
 * bundle: the stacks of the e2e suite and the benchmarks run the backend with NODE_ENV=development, which Vite
 * would otherwise honour with React's development build (3x the JavaScript, StrictMode's double effects).
 */
export async function buildStorefront(env, outDir) {
  return unlessUnchanged(
    path.join(DATA_DIR, "stamps", `storefront-build-${path.basename(outDir)}`),
    fingerprint(BUILD_INPUTS, `${viteEnv(env)}\nNODE_ENV=production`),
    async () => {
      const result = spawnSync(process.execPath, [VITE, "build", "--outDir", outDir, "--emptyOutDir"], {
        cwd: ROOT_DIR,
        env: { ...env, NODE_ENV: "production" },
        stdio: ["ignore", "pipe", "pipe"],
        encoding: "utf8",
      })
      if (result.status !== 0) {
        process.stderr.write(result.stdout + result.stderr)
        throw new StackError("Building the storefront (vite build) failed; its output is above.")
      }
    },
    () => fs.existsSync(path.join(outDir, "index.html"))
  )
}

const SERVER = path.join(ROOT_DIR, "backend", "scripts", "storefront-server.mjs")

/** Serves the built storefront (storefront-server.mjs: SPA fallback, security headers) or Vite's dev server. */
export function startStorefront(env, port, { dev = false, outDir, logFile } = {}) {
  const out = logFile ? fs.openSync(logFile, "a") : "inherit"
  const args = dev ? [VITE, "--port", String(port), "--strictPort", "--host", "127.0.0.1"] : [SERVER, outDir, String(port)]
  return spawn(process.execPath, args, { cwd: ROOT_DIR, env, stdio: ["ignore", out, out], detached: true })
}
