/**
 * Profiling aid: starts the backend like bench/backend.mjs (same clinic owner and orders), loads one route with
 * autocannon while the V8 profiler of the backend process samples it (inspector opened with SIGUSR1), then prints
 * where the CPU time went, per package and per function, and writes the .cpuprofile (open it in Chromium's
 * DevTools, Performance tab) to reports/.
 *
 *   node bench/profile-cpu.mjs [route] [--no-cache]   # route default /store/user/products/; PORT (9013), PG_PORT (54313),
 *                                                     # PROFILE_REQUESTS (600), INSPECT_PORT (9229)
 *   node bench/profile-cpu.mjs [route] [--no-cache] --large   # on the large set of `npm run seed:large` as a member
 *                                                     # of its subject clinic (200 approved products, 20,000 orders);
 *                                                     # LARGE_PG_PORT (54359), LARGE_DATABASE (clinic_store_large)
 */
import fs from "node:fs"
import path from "node:path"
import autocannon from "autocannon"
import WebSocket from "ws"
import { approvedClinicOwner, json, placeOrder } from "./lib/http.mjs"
import { processCpuMs } from "./lib/load.mjs"
import { startBackendOn, startLargeServer, subjectMember } from "./lib/large-stack.mjs"
import { startBenchStack } from "./lib/stack.mjs"

const route = process.argv.slice(2).find((arg) => arg.startsWith("/")) ?? "/store/user/products/"
const headers = process.argv.includes("--no-cache") ? { "cache-control": "no-cache" } : {}
const requests = Number(process.env.PROFILE_REQUESTS ?? 600)
const inspectPort = Number(process.env.INSPECT_PORT ?? 9229)
const onLargeSet = process.argv.includes("--large")

/** Minimal DevTools protocol client over the inspector's WebSocket. */
async function devtools(url) {
  const ws = new WebSocket(url)
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject))
  let id = 0
  const pending = new Map()
  ws.on("message", (message) => {
    const data = JSON.parse(message)
    pending.get(data.id)?.(data.result)
    pending.delete(data.id)
  })
  return {
    send: (method, params = {}) => new Promise((resolve) => { pending.set(++id, resolve); ws.send(JSON.stringify({ id, method, params })) }),
    close: () => ws.close(),
  }
}

function packageOf(url) {
  const match = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)
  if (match) return match[1]
  if (url.includes("/backend/dist/")) return "ours (backend/dist)"
  return url ? url.replace(/^node:/, "node:").split("/")[0] : "(native: GC, I/O, idle)"
}

function summary(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const byPackage = new Map()
  const byFunction = new Map()
  let total = 0
  profile.samples.forEach((sample, index) => {
    const { callFrame } = nodes.get(sample)
    const micros = profile.timeDeltas[index]
    total += micros
    const pkg = packageOf(callFrame.url)
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros)
    const fn = `${callFrame.functionName || "(anonymous)"} ${callFrame.url.replace(/.*node_modules\//, "")}:${callFrame.lineNumber}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros)
  })
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, micros]) => `  ${((micros / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
  return ["By package (self time):", ...top(byPackage, 15), "By function (self time):", ...top(byFunction, 25)].join("\n")
}

/** The backend and a signed-in customer: the demo owner with 5 orders, or a member of the large set's subject clinic. */
async function startProfiled() {
  const port = Number(process.env.PORT ?? 9013)
  if (!onLargeSet) {
    const stack = await startBenchStack({ port, pgPort: Number(process.env.PG_PORT ?? 54313) })
    const owner = await approvedClinicOwner(stack.backendUrl)
    const listing = await json(`${stack.backendUrl}/store/user/products/`, { headers: { cookie: owner.cookie } })
    for (let i = 0; i < 5; i++) await placeOrder(stack.backendUrl, owner, { regionId: listing.body.region_id, variantId: listing.body.products[0].variants[0].id })
    return { stack, customer: owner, stop: () => stack.stop() }
  }
  const server = await startLargeServer(Number(process.env.LARGE_PG_PORT ?? 54359))
  const databaseUrl = new URL(server.url)
  databaseUrl.pathname = `/${process.env.LARGE_DATABASE ?? "clinic_store_large"}`
  // the inspector that SIGUSR1 opens listens on --inspect-port
  const env = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect-port=${inspectPort}`.trim() }
  const stack = await startBackendOn(databaseUrl.toString(), { port, name: "profile-large", env }).catch(async (error) => {
    await server.stop()
    throw error
  })
  const customer = await subjectMember(stack.backendUrl, databaseUrl.toString())
  return { stack, customer, stop: async () => { await stack.stop(); await server.stop() } }
}

const { stack, customer, stop } = await startProfiled()
try {
  const base = stack.backendUrl
  const { cookie } = customer
  const pid = stack.children[0].pid
  process.kill(pid, "SIGUSR1") // opens the inspector (on INSPECT_PORT with --large, else on 9229)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()
  const client = await devtools(target.webSocketDebuggerUrl)
  const load = (amount) => new Promise((resolve, reject) =>
    autocannon({ url: `${base}${route}`, connections: 8, amount, headers: { cookie, ...headers } }, (err, result) => (err ? reject(err) : resolve(result))))
  await load(Math.min(100, requests)) // warm-up
  await client.send("Profiler.enable")
  await client.send("Profiler.setSamplingInterval", { interval: 200 })
  await client.send("Profiler.start")
  const cpuBefore = processCpuMs(pid)
  const result = await load(requests)
  const cpuMs = processCpuMs(pid) - cpuBefore
  const { profile } = await client.send("Profiler.stop")
  client.close()
  fs.mkdirSync("reports", { recursive: true })
  const file = path.join("reports", `backend-${route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.cpuprofile`)
  fs.writeFileSync(file, JSON.stringify(profile))
  console.log(`${route}${headers["cache-control"] ? " (no-cache)" : ""}: ${requests} requests, non-2xx ${result.non2xx}, backend CPU ${(cpuMs / requests).toFixed(2)} ms per request`)
  console.log(summary(profile))
  console.log(`Profile: ${file}`)
} finally {
  await stop()
}
