import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

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

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("error", reject)
    child.once("close", (status) => (status === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} failed (exit ${status}):\n${output}`))))
  })
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
  await run("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline"], root)
  for (const file of RELEASE_FILES) copy(path.join(ROOT, "backend", file), path.join(root, "backend", file))
  const packages = fs.readdirSync(path.join(root, "node_modules")).flatMap((name) => (name.startsWith("@") ? fs.readdirSync(path.join(root, "node_modules", name)).map((n) => `${name}/${n}`) : [name]))
  return { root, backendDir: path.join(root, "backend"), nodeModulesMb: sizeMb(path.join(root, "node_modules")), packages: packages.length }
}

/** The backend image's command (its CMD in the Dockerfile), e.g. ["node", "--max-old-space-size=384", "scripts/medusa-server.mjs"]. */
export function imageCommand(): string[] {
  const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8")
  const backendStage = dockerfile.slice(dockerfile.indexOf(" AS backend"), dockerfile.indexOf(" AS storefront"))
  const cmd = /^CMD (\[.*\])$/m.exec(backendStage)?.[1]
  if (!cmd) throw new Error("The Dockerfile's backend stage has no exec-form CMD")
  const command = JSON.parse(cmd) as string[]
  if (command[0] !== "node") throw new Error(`The backend image's command starts with ${command[0]}, not node`)
  return command
}
