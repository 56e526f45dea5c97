/**
 * Keeps package-lock.json usable by `npm ci` when the registry this project installs from lacks some
 * platform-specific optional packages (e.g. @rollup/rollup-darwin-arm64 of the exact version): npm then leaves
 * them out of the lock file and `npm ci` refuses the lock as "out of sync". For every optional dependency
 * missing from the lock we add an entry carrying the `os`/`cpu` its name states, so `npm ci` skips it as
 * foreign to this platform instead of failing. Runs as the root `postinstall`; changes nothing when complete.
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const lockPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../package-lock.json")
const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "sunos", "win32", "aix", "netbsd"]
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "mips64el", "wasm32"]

function platformOf(name) {
  const parts = name.split("/").pop().split("-")
  const os = OS.find((o) => parts.includes(o))
  const cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes("gnueabihf") || parts.includes("musleabihf") ? "arm" : undefined)
  return os && cpu ? { os, cpu } : undefined
}

if (fs.existsSync(lockPath)) {
  const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"))
  const packages = lock.packages ?? {}
  let added = 0
  for (const [location, entry] of Object.entries(packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const base = location ? `${location}/node_modules/${dep}` : `node_modules/${dep}`
      if (packages[base] || packages[`node_modules/${dep}`]) continue
      const platform = platformOf(dep)
      if (!platform) continue
      packages[`node_modules/${dep}`] = { version, cpu: [platform.cpu], os: [platform.os], optional: true }
      added++
    }
  }
  if (added) {
    lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))))
    fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + "\n")
    console.log(`complete-lockfile: recorded ${added} platform packages this registry lacks, as foreign optional entries`)
  }
}
