/**
 * Storefront bundle sizes: builds the production bundle into reports/bundle, then prints the gzip size of the
 * initial JavaScript (what index.html loads: the entry script and its modulepreloads) and of every chunk.
 * `--check` exits 1 when the initial JavaScript exceeds the budget (part of `npm test`); `--json` prints JSON.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

export const INITIAL_JS_BUDGET_KB = 150
const outDir = path.resolve("reports/bundle")

function build() {
  const result = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
    stdio: "inherit",
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024

function initialScripts(html) {
  const refs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1])
  return [...new Set(refs)].map((ref) => path.join(outDir, ref.replace(/^\//, "")))
}

build()
const html = fs.readFileSync(path.join(outDir, "index.html"), "utf8")
const initial = initialScripts(html)
const initialKb = initial.reduce((sum, file) => sum + gzipKb(file), 0)
const assets = path.join(outDir, "assets")
const chunks = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith(".js"))
  .map((f) => ({ chunk: f, gzipKb: Number(gzipKb(path.join(assets, f)).toFixed(1)), initial: initial.includes(path.join(assets, f)) }))
  .sort((a, b) => b.gzipKb - a.gzipKb)

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ initialKb: Number(initialKb.toFixed(1)), budgetKb: INITIAL_JS_BUDGET_KB, chunks }, null, 2))
} else {
  console.log("chunk".padEnd(48), "gzip KB", "initial")
  for (const c of chunks) console.log(c.chunk.padEnd(48), String(c.gzipKb).padStart(7), c.initial ? "yes" : "")
  console.log(`initial JavaScript: ${initialKb.toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB)`)
}
if (process.argv.includes("--check") && initialKb > INITIAL_JS_BUDGET_KB) {
  console.error(`size budget exceeded: initial JavaScript ${initialKb.toFixed(1)} KB gzip > ${INITIAL_JS_BUDGET_KB} KB`)
  process.exit(1)
}
