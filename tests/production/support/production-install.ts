import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { runCommand } from "../../support/run-command"

/**
 * The backend image's /app, assembled on this machine as the Dockerfile's `runtime` stage makes it (no Docker engine
 * here): the manifests and the lock file, the contract package's build, `npm ci --omit=dev --ignore-scripts` (only
 * what a running instance loads, no install script), then the backend's release files. test:production runs the
 * release's migration, server B and the worker from it, so every topology test also proves the production install
 * lacks nothing. Packages the npm cache already holds (the full install's) are taken from it.
 */
export type ProductionInstall = { root: string; backendDir: string; nodeModulesMb: number; packages: number }

const ROOT = path.resolve(".")
/** The backend's release files the image carries (src/ is compiled into dist/; build/ is the back office). */
const RELEASE_FILES = ["dist", "scripts", "seed-images", ...fs.readdirSync(path.join(ROOT, "backend")).filter((f) => f.endsWith(".js"))]

function copy(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true })
  fs.cpSync(from, to, { recursive: true })
}

function sizeMb(dir: string): number {
  let bytes = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
  }
  return Math.round(bytes / 1024 / 1024)
}

export async function assembleProductionInstall(): Promise<ProductionInstall> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-production-install-"))
  for (const file of ["package.json", "package-lock.json", "backend/package.json", "packages/contract/package.json", "packages/contract/dist"]) {
    copy(path.join(ROOT, file), path.join(root, file))
  }
  await runCommand("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: root })
  for (const file of RELEASE_FILES) copy(path.join(ROOT, "backend", file), path.join(root, "backend", file))
  const packages = fs.readdirSync(path.join(root, "node_modules")).flatMap((name) => (name.startsWith("@") ? fs.readdirSync(path.join(root, "node_modules", name)).map((n) => `${name}/${n}`) : [name]))
  return { root, backendDir: path.join(root, "backend"), nodeModulesMb: sizeMb(path.join(root, "node_modules")), packages: packages.length }
}
