/**
 * Storefront bundle sizes: builds the production bundle into reports/bundle (Vite's build API, with a plugin that
 * records which modules and imports each chunk has), then reports the gzip size of the initial JavaScript (what
 * index.html loads: the entry script and its modulepreloads), of every chunk, and of each lazy route (the chunks
 * a route loads beyond the initial ones). It also lists the on-demand code (Clerk, Stripe, pdf.js, the state inspector,
 * account/clinic/admin screens) found in the initial chunks: there should be none.
 * `--check` exits 1 when the initial JavaScript exceeds the budget or on-demand code is initial (part of
 * `npm test`); `--json` prints JSON.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { build } from "vite"

export const INITIAL_JS_BUDGET_KB = 150
const outDir = path.resolve("reports/bundle")

/** Code that must load on demand, never with the first route: name → module path pattern. */
const ON_DEMAND = {
  Clerk: /node_modules\/@clerk\//,
  Stripe: /node_modules\/@stripe\//,
  "pdf.js": /node_modules\/pdfjs-dist\//,
  "state inspector": /node_modules\/@statelyai\/inspect\//,
  "development inspector": /\/src\/dev\//,
  "account/clinic/admin screens": /\/src\/features\/(account|clinic|admin)\/[^/]*-page\.tsx$/,
}

/** Builds and returns, per output file name, the chunk's modules, static imports and dynamic imports. */
async function buildWithChunkGraph() {
  const graph = {}
  const recordChunks = {
    name: "record-chunk-graph",
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === "chunk") graph[item.fileName] = { modules: item.moduleIds, imports: item.imports, dynamicImports: item.dynamicImports, facade: item.facadeModuleId }
      }
    },
  }
  await build({ logLevel: "error", plugins: [recordChunks], build: { outDir, emptyOutDir: true } })
  return graph
}

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024
const round = (kb) => Number(kb.toFixed(1))

function initialFiles(html) {
  const refs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1].replace(/^\//, ""))
  return [...new Set(refs)]
}

/** The files a chunk loads with it (itself and its static imports, transitively). */
function closure(graph, file, seen = new Set()) {
  if (seen.has(file) || !graph[file]) return seen
  seen.add(file)
  for (const imported of graph[file].imports) closure(graph, imported, seen)
  return seen
}

/** The npm package (or "app") most of a chunk's modules come from. */
function mainly(modules) {
  const counts = new Map()
  for (const m of modules) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(m)?.[1] ?? "app"
    counts.set(pkg, (counts.get(pkg) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "?"
}

const graph = await buildWithChunkGraph()
const html = fs.readFileSync(path.join(outDir, "index.html"), "utf8")
const initial = initialFiles(html)
const initialKb = initial.reduce((sum, file) => sum + gzipKb(file), 0)
const chunks = Object.keys(graph)
  .map((file) => ({ chunk: path.basename(file), gzipKb: round(gzipKb(file)), initial: initial.includes(file), mainly: mainly(graph[file].modules) }))
  .sort((a, b) => b.gzipKb - a.gzipKb)
const lazy = new Set(Object.values(graph).flatMap((c) => c.dynamicImports))
const routes = [...lazy]
  .filter((file) => graph[file]?.modules.some((m) => m.includes("/src/features/")))
  .map((file) => {
    const { facade, modules } = graph[file]
    const label = facade ?? modules.find((m) => /-page\.tsx$/.test(m)) ?? modules[modules.length - 1]
    const extra = [...closure(graph, file)].filter((f) => !initial.includes(f))
    return { route: path.relative(process.cwd(), label), chunks: extra.length, gzipKb: round(extra.reduce((sum, f) => sum + gzipKb(f), 0)) }
  })
  .sort((a, b) => a.route.localeCompare(b.route))
const initialModules = initial.flatMap((file) => graph[file]?.modules ?? [])
const onDemandInInitial = Object.entries(ON_DEMAND)
  .map(([name, pattern]) => ({ name, modules: initialModules.filter((m) => pattern.test(m)).length }))

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ initialKb: round(initialKb), budgetKb: INITIAL_JS_BUDGET_KB, onDemandInInitial, routes, chunks }, null, 2))
} else {
  console.log("chunk".padEnd(48), "gzip KB", "initial")
  for (const c of chunks) console.log(c.chunk.padEnd(48), String(c.gzipKb).padStart(7), c.initial ? "yes" : "   ", c.mainly)
  console.log("\nlazy route".padEnd(56), "gzip KB beyond the initial JavaScript")
  for (const r of routes) console.log(r.route.padEnd(55), String(r.gzipKb).padStart(7), `(${r.chunks} chunks)`)
  console.log("")
  for (const o of onDemandInInitial) console.log(`${o.name}: ${o.modules} modules in the initial JavaScript`)
  console.log(`initial JavaScript: ${initialKb.toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB)`)
}
if (process.argv.includes("--check")) {
  if (initialKb > INITIAL_JS_BUDGET_KB) console.error(`size budget exceeded: initial JavaScript ${initialKb.toFixed(1)} KB gzip > ${INITIAL_JS_BUDGET_KB} KB`)
  const eager = onDemandInInitial.filter((o) => o.modules > 0)
  if (eager.length) console.error(`on-demand code in the initial JavaScript: ${eager.map((o) => o.name).join(", ")}`)
  if (initialKb > INITIAL_JS_BUDGET_KB || eager.length) process.exit(1)
}
