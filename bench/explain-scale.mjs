/**
 * Query plans of the store's hot paths on the large data set: starts a backend on it with SQL logging, calls each
 * route once (past the read cache), takes every SQL statement the route ran (TypeORM's `query: … -- PARAMETERS`
 * log lines, attributed by log offset) and runs `EXPLAIN (ANALYZE, BUFFERS)` of it inside a transaction that is
 * rolled back. Prints per route: statements, total execution ms, shared buffers, and every sequential scan of a
 * table with more than 10,000 rows; the full plans go to reports/explain-<label>.json.
 *
 *   node bench/explain-scale.mjs [label]   # PORT (9013), PG_PORT (54359): the large set's embedded server;
 *                                          # SCALE (1), SUBJECT_SCALE (1), LARGE_DATABASE (clinic_store_large)
 */
import fs from "node:fs"
import path from "node:path"
import pg from "pg"
import { json, placeOrder, staffCookie } from "./lib/http.mjs"
import { largeDatabase, startBackendOn, startLargeServer, subjectMember, subjectSearchEmail } from "./lib/large-stack.mjs"

const LARGE_TABLE_ROWS = 10_000
const label = process.argv[2] ?? "now"
const port = Number(process.env.PORT ?? 9013)
const pgPort = Number(process.env.PG_PORT ?? 54359)
const database = process.env.LARGE_DATABASE ?? "clinic_store_large"

/** TypeORM's logged statements in `text`: `{ sql, params }` (transaction control left out). */
export function loggedStatements(text) {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/\u001b\[[0-9;]*m/g, "")
  const statements = []
  for (const chunk of clean.split(/^query: /m).slice(1)) {
    const marker = chunk.indexOf(" -- PARAMETERS: ")
    let sql
    let params = []
    if (marker >= 0) {
      sql = chunk.slice(0, marker)
      const line = chunk.slice(marker + 16).split("\n")[0]
      try {
        params = JSON.parse(line)
      } catch {
        continue
      }
    } else {
      sql = chunk.split(/\n(?=\S+:|::|\d+\.\d+\.)/)[0]
    }
    sql = sql.trim()
    if (/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|SHOW)\b/i.test(sql)) continue
    // the event bus polling its staged jobs runs beside every request; it is not the route's
    if (/"staged_job"/.test(sql)) continue
    statements.push({ sql, params })
  }
  return statements
}

/** Every plan node below `node` (itself included). */
function nodesOf(node) {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)]
}

async function explain(client, tableRows, { sql, params }) {
  await client.query("begin")
  try {
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${sql}`, params)
    const plan = rows[0]["QUERY PLAN"][0]
    const nodes = nodesOf(plan.Plan)
    const seqScans = nodes
      .filter((n) => n["Node Type"] === "Seq Scan" && (tableRows.get(n["Relation Name"]) ?? 0) > LARGE_TABLE_ROWS)
      .map((n) => `${n["Relation Name"]} (${tableRows.get(n["Relation Name"])} rows)`)
    return {
      ms: plan["Execution Time"] + plan["Planning Time"],
      buffers: (plan.Plan["Shared Hit Blocks"] ?? 0) + (plan.Plan["Shared Read Blocks"] ?? 0),
      seqScans,
      plan,
    }
  } catch (err) {
    // a write that cannot run again (e.g. a unique row the checkout already inserted): its plan without running it
    await client.query("rollback")
    await client.query("begin")
    try {
      const { rows } = await client.query(`explain (format json) ${sql}`, params)
      const nodes = nodesOf(rows[0]["QUERY PLAN"][0].Plan)
      const seqScans = nodes
        .filter((n) => n["Node Type"] === "Seq Scan" && (tableRows.get(n["Relation Name"]) ?? 0) > LARGE_TABLE_ROWS)
        .map((n) => `${n["Relation Name"]} (${tableRows.get(n["Relation Name"])} rows)`)
      return { ms: 0, buffers: 0, seqScans, error: `not run: ${err.message}` }
    } catch (planErr) {
      return { ms: 0, buffers: 0, seqScans: [], error: planErr.message }
    }
  } finally {
    await client.query("rollback")
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/explain-scale.mjs")) {
  const server = await startLargeServer(pgPort)
  const data = await largeDatabase({ serverUrl: server.url, database, scale: Number(process.env.SCALE ?? 1), subjectScale: Number(process.env.SUBJECT_SCALE ?? 1) })
  const stack = await startBackendOn(data.databaseUrl, { port, name: "explain", env: { DATABASE_LOGGING: "true" } })
  const logFile = path.join(stack.logDir, "backend.log")
  const client = new pg.Client({ connectionString: data.databaseUrl })
  await client.connect()
  try {
    const base = stack.backendUrl
    const subject = await subjectMember(base, data.databaseUrl)
    const staff = await staffCookie(base)
    const listing = await json(`${base}/store/user/products/`, { headers: { cookie: subject.cookie } })
    const firstOrders = await json(`${base}/store/orders/list`, { headers: { cookie: subject.cookie } })
    const displayId = firstOrders.body.orders[0].display_id
    const email = await subjectSearchEmail(data.databaseUrl)
    const noCache = { "cache-control": "no-cache" }
    const routes = [
      ["approved products of the clinic", `/store/user/products/`, subject.cookie],
      ["orders list, first page", `/store/orders/list`, subject.cookie],
      ["orders list, page 50", `/store/orders/list?offset=490&limit=10`, subject.cookie],
      ["order by display id", `/store/orders/?display_id=${displayId}`, subject.cookie],
      ["profile", `/store/user/me`, subject.cookie],
      ["staff lab orders by status", `/admin/lab-orders?status=in_analysis`, staff],
      ["staff lab orders, page 10", `/admin/lab-orders?offset=200`, staff],
      ["staff lab orders by email", `/admin/lab-orders?q=${encodeURIComponent(email)}`, staff],
      ["staff lab orders by number", `/admin/lab-orders?q=${displayId}`, staff],
      ["staff clinics search", `/admin/clinics?q=clinic%2012&status=approved`, staff],
      ["staff clinics", `/admin/clinics`, staff],
      ["staff applications", `/admin/applications?status=awaiting`, staff],
      ["staff contact messages", `/admin/contact-submissions?offset=100`, staff],
    ]
    const sections = []
    for (const [name, route, cookie] of routes) {
      const from = fs.statSync(logFile).size
      const res = await fetch(`${base}${route}`, { headers: { cookie, ...noCache } })
      if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`)
      await res.arrayBuffer()
      await new Promise((resolve) => setTimeout(resolve, 300))
      sections.push({ name, text: fs.readFileSync(logFile).subarray(from).toString("utf8") })
    }
    {
      const from = fs.statSync(logFile).size
      await placeOrder(base, subject, { regionId: listing.body.region_id, variantId: listing.body.products[0].variants[0].id })
      await new Promise((resolve) => setTimeout(resolve, 1500))
      sections.push({ name: "checkout (cart to order, lab-order subscriber)", text: fs.readFileSync(logFile).subarray(from).toString("utf8") })
    }
    const tableRows = new Map(
      (await client.query(`select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`)).rows.map((r) => [r.relname, Number(r.n)])
    )
    const report = []
    for (const section of sections) {
      const statements = loggedStatements(section.text)
      const explained = []
      for (const statement of statements) explained.push({ ...statement, ...(await explain(client, tableRows, statement)) })
      const row = {
        route: section.name,
        statements: statements.length,
        ms: explained.reduce((n, e) => n + e.ms, 0),
        buffers: explained.reduce((n, e) => n + e.buffers, 0),
        seqScans: [...new Set(explained.flatMap((e) => e.seqScans))],
        slowest: explained.sort((a, b) => b.ms - a.ms).slice(0, 3).map((e) => ({ ms: Number(e.ms.toFixed(2)), sql: e.sql.replace(/\s+/g, " ").slice(0, 160), error: e.error })),
        explained,
      }
      report.push(row)
      console.log(
        `${row.route.padEnd(48)} ${String(row.statements).padStart(3)} statements ${row.ms.toFixed(1).padStart(8)} ms ${String(row.buffers).padStart(7)} buffers  seq scans of large tables: ${row.seqScans.join(", ") || "none"}`
      )
    }
    fs.mkdirSync("reports", { recursive: true })
    fs.writeFileSync(`reports/explain-${label}.json`, JSON.stringify(report, null, 2))
    console.log(`\n| route | statements | execution ms (sum) | shared buffers | sequential scans of tables > ${LARGE_TABLE_ROWS} rows |\n|---|---|---|---|---|`)
    for (const row of report) console.log(`| ${row.route} | ${row.statements} | ${row.ms.toFixed(1)} | ${row.buffers} | ${row.seqScans.join(", ") || "none"} |`)
    for (const row of report) for (const slow of row.slowest) console.log(`slowest of ${row.route}: ${slow.ms} ms ${slow.error ? `(error ${slow.error}) ` : ""}${slow.sql}`)
  } finally {
    await client.end()
    await stack.stop()
    await server.stop()
  }
}
