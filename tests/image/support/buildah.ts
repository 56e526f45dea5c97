import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { runCommand } from "../../support/run-command"

/**
 * Building and running the Dockerfile's images with buildah (Debian's package), which needs no daemon: the chroot
 * isolation and the vfs storage driver work as root in this sandbox, where no container engine runs. Commands run with
 * the host's network, so a container reaches 127.0.0.1 and the npm registry as this machine does.
 */
export const BUILDAH_ENV = { ...process.env, STORAGE_DRIVER: "vfs", BUILDAH_ISOLATION: "chroot" }
/** The build's open files: npm ci opens many at once, and buildah may not raise the limit above this process's own. */
const NOFILE = (() => {
  const limit = spawnSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).stdout.trim()
  return /^\d+$/.test(limit) ? limit : "4096"
})()

/** True when buildah and debootstrap (for the stand-in base) are installed. */
export function buildahAvailable(): boolean {
  return ["buildah", "debootstrap"].every((tool) => spawnSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" }).status === 0)
}

export const buildah = (args: string[], log?: string) => runCommand("buildah", args, { env: BUILDAH_ENV, log })

/** `buildah run`'s `--env` options for `env`. */
export const envFlags = (env: Record<string, string>) => Object.entries(env).flatMap(([name, value]) => ["--env", `${name}=${value}`])

export function imageExists(name: string): boolean {
  return spawnSync("buildah", ["inspect", "--type", "image", name], { env: BUILDAH_ENV, stdio: "ignore" }).status === 0
}

/** An image's size in MB, as buildah counts it (its uncompressed layers). */
export async function imageSizeMb(name: string): Promise<number> {
  const size = (await buildah(["images", "--format", "{{.Size}}", name])).trim().split("\n")[0]
  const value = Number.parseFloat(size)
  return /GB/i.test(size) ? Math.round(value * 1000) : Math.round(value)
}

/** Builds `target` of the repository's Dockerfile from `context` as `tag`. */
export async function buildTarget(context: string, target: string, tag: string, log: string) {
  await buildah(["bud", "--ulimit", `nofile=${NOFILE}:${NOFILE}`, "--target", target, "-t", tag, context], log)
}

/**
 * The build's context: the files git tracks or would track (ignored ones left out, as a clone has them), copied as
 * they are in the working tree, so uncommitted changes are built too.
 */
export async function exportContext(root: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-image-context-"))
  const files = (await runCommand("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root })).split("\0").filter(Boolean)
  for (const file of files) {
    const from = path.join(root, file)
    if (!fs.existsSync(from)) continue
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(from, path.join(dir, file))
  }
  return dir
}
