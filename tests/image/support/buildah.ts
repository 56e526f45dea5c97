import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/**
 * Building and running the Dockerfile's images with buildah (Debian's package), which needs no daemon: the chroot
 * isolation and the vfs storage driver work as root in this sandbox, where no container engine runs. Commands run with
 * the host's network, so a container reaches 127.0.0.1 and the npm registry as this machine does.
 */
const BUILDAH_ENV = { ...process.env, STORAGE_DRIVER: "vfs", BUILDAH_ISOLATION: "chroot" }
/** The build's open files: npm ci opens many at once, and buildah may not raise the limit above this process's own. */
const NOFILE = (() => {
  const limit = spawnSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).stdout.trim()
  return /^\d+$/.test(limit) ? limit : "4096"
})()

export function buildahAvailable(): boolean {
  return spawnSync("buildah", ["--version"], { encoding: "utf8" }).status === 0
}

/** Runs a command to its end; throws with its output when it fails. Returns its standard output. */
export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; log?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? BUILDAH_ENV, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => ((stdout += chunk.toString()), (output += chunk.toString())))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("error", reject)
    child.once("close", (status) => {
      if (options.log) fs.writeFileSync(options.log, output)
      if (status === 0) resolve(stdout)
      else reject(new Error(`${command} ${args.join(" ")} failed (exit ${status}):\n${output.slice(-6000)}`))
    })
  })
}

export const buildah = (args: string[], log?: string) => run("buildah", args, { log })

export async function imageExists(name: string): Promise<boolean> {
  return spawnSync("buildah", ["inspect", "--type", "image", name], { env: BUILDAH_ENV, stdio: "ignore" }).status === 0
}

/** An image's size in MB, as buildah counts it (its uncompressed layers). */
export async function imageSizeMb(name: string): Promise<number> {
  const size = (await buildah(["images", "--format", "{{.Size}}", name])).trim().split("\n")[0]
  const value = Number.parseFloat(size)
  return /GB/i.test(size) ? Math.round(value * 1000) : Math.round(value)
}

/** Builds `target` of the repository's Dockerfile from `context` (a clean export of the commit) as `tag`. */
export async function buildTarget(context: string, target: string, tag: string, log: string) {
  await buildah(["bud", "--ulimit", `nofile=${NOFILE}:${NOFILE}`, "--target", target, "-t", tag, context], log)
}

/** A clean export of the checked-out commit and the working tree's changes to tracked files (what `git` knows of). */
export async function exportContext(root: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-image-context-"))
  const files = (await run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, env: process.env })).split("\0").filter(Boolean)
  for (const file of files) {
    const from = path.join(root, file)
    if (!fs.existsSync(from)) continue
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(from, path.join(dir, file))
  }
  return dir
}
