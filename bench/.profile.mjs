// Take a CPU profile of a running node process (SIGUSR1 inspector) while autocannon loads a path.
import fs from "node:fs"
import WebSocket from "ws"
import autocannon from "autocannon"
const [,, pid, path, out] = process.argv
const cookie = fs.readFileSync("/tmp/exp/cookie", "utf8")
process.kill(Number(pid), "SIGUSR1")
await new Promise((r) => setTimeout(r, 1000))
const list = await (await fetch("http://127.0.0.1:9229/json/list")).json()
const ws = new WebSocket(list[0].webSocketDebuggerUrl)
await new Promise((r) => ws.once("open", r))
let id = 0; const pending = new Map()
ws.on("message", (m) => { const d = JSON.parse(m); if (pending.has(d.id)) { pending.get(d.id)(d.result); pending.delete(d.id) } })
const send = (method, params = {}) => new Promise((r) => { const i = ++id; pending.set(i, r); ws.send(JSON.stringify({ id: i, method, params })) })
await send("Profiler.enable"); await send("Profiler.setSamplingInterval", { interval: 200 })
await send("Profiler.start")
await new Promise((r) => autocannon({ url: `http://localhost:9013${path}`, connections: 8, amount: 600, headers: { cookie } }, r))
const { profile } = await send("Profiler.stop")
fs.writeFileSync(out, JSON.stringify(profile))
// self-time summary by function+url
const self = new Map(); const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const dt = profile.timeDeltas; let total = 0
profile.samples.forEach((s, i) => { const n = byId.get(s); const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.replace(/.*node_modules\//, "")}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + dt[i]); total += dt[i] })
// inclusive by package
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const pkgOf = (url) => { const m = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/); return m ? m[1] : url.includes("/dist/") ? "ours" : url ? "node:" + url.slice(0, 30) : "(native)" }
const pkgSelf = new Map(); profile.samples.forEach((s, i) => { const k = pkgOf(byId.get(s).callFrame.url); pkgSelf.set(k, (pkgSelf.get(k) ?? 0) + dt[i]) })
console.log("total ms", (total / 1000).toFixed(0))
console.log([...pkgSelf].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / total * 100).toFixed(1)}% ${k}`).join("\n"))
console.log("--- top self")
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / total * 100).toFixed(1)}% ${k}`).join("\n"))
ws.close()
