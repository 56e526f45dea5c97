// CPU ms per request of the backend process (and of PostgreSQL), robust to a loaded machine.
import fs from "node:fs"
import { execSync } from "node:child_process"
import autocannon from "autocannon"
const [,, pid, ...paths] = process.argv
const cookie = fs.readFileSync("/tmp/exp/cookie", "utf8")
const tick = 100
const cpu = (p) => { try { const f = fs.readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" "); return (Number(f[11]) + Number(f[12])) * 1000 / tick } catch { return 0 } }
const pgPids = () => execSync("pgrep -f 'postgres-exp|54313' || true").toString().trim().split(/\s+/).filter(Boolean)
const pgCpu = () => pgPids().reduce((n, p) => n + cpu(p), 0)
for (const path of paths) {
  const amount = 800
  await new Promise((r) => autocannon({ url: `http://localhost:9013${path}`, connections: 8, amount: 100, headers: { cookie } }, r))
  const a = cpu(pid), pa = pgCpu(), t = Date.now()
  const res = await new Promise((r, j) => autocannon({ url: `http://localhost:9013${path}`, connections: 8, amount, headers: { cookie } }, (e, x) => e ? j(e) : r(x)))
  const ms = cpu(pid) - a, pms = pgCpu() - pa
  console.log(`${path.padEnd(28)} node ${(ms / amount).toFixed(2)} ms/req  pg ${(pms / amount).toFixed(2)} ms/req  non2xx ${res.non2xx}  wall ${(Date.now() - t)} ms`)
}
