/**
 * `npm run check:advisories`: npm's advisory check of package-lock.json (it needs no node_modules), for the production
 * tree (what a backend instance loads: `--omit=dev`) and for the whole tree (build and test tools too), reported apart.
 *
 * Exit 0: no high or critical advisory in the production tree, apart from the accepted ones below.
 * Exit 1: some; each is listed with its package, severity and link.
 * Exit 2: no check ran, because the registry does not answer npm's advisory endpoint (a mirror or proxy may answer
 *         405, as this project's CI registry does); the reason is printed. docs/security.md keeps the hand check.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

/**
 * Advisories the store accepts in its production tree, by GitHub advisory id, each with the reason (the same decisions
 * as docs/security.md's table). Anything else high or critical fails the check.
 */
export const ACCEPTED = {
  // TypeORM < 0.3.26: SQL injection through the MySQL driver's escaping (sqlstring). The store runs PostgreSQL, and
  // Medusa 1.20's update calls throw on typeorm >= 0.3.23.
  "GHSA-q2pj-6v73-8rgj": "MySQL driver only; the store runs PostgreSQL",
  // MikroORM < 6.6.10: SQL injection through objects passed to its write APIs. Medusa 1.20 opens a MikroORM 5
  // connection for its module links at start, but writes through it only with the `medusa_v2` feature flag, which the
  // store leaves off (backend/medusa-features.js); the store's own code and modules use TypeORM and SQL.
  "GHSA-gwhv-j974-6fxm": "MikroORM's write APIs are reached only with Medusa's medusa_v2 flag, which is off",
}

const SEVERITIES = ["critical", "high", "moderate", "low", "info"]
const FAILING = new Set(["critical", "high"])

/** The GitHub advisory id in an advisory's URL, e.g. https://github.com/advisories/GHSA-xxxx-xxxx-xxxx. */
const advisoryId = (url) => /GHSA-[\w-]+/.exec(url ?? "")?.[0] ?? url

/**
 * `npm audit --json`'s answer, or why there is none. npm prints its report as JSON on stdout; when the registry refuses
 * the advisory request it prints a JSON error (`message`, `statusCode`) or nothing parseable.
 */
export function readAuditOutput(stdout, stderr = "") {
  let report
  try {
    report = JSON.parse(stdout)
  } catch {
    return { unavailable: (stderr.trim().split("\n").pop() || "npm audit printed no report").trim() }
  }
  if (!report.vulnerabilities) return { unavailable: report.message || report.error?.summary || "npm audit printed no report" }
  return { report }
}

/** Every advisory of a report as { name, severity, id, title, url }, one per package and advisory. */
export function advisoriesOf(report) {
  const found = []
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via === "string") continue // another package of the report that brings it in
      found.push({ name, severity: via.severity ?? vulnerability.severity, id: advisoryId(via.url), title: via.title, url: via.url })
    }
  }
  return found
}

/** How many advisories per severity, e.g. "1 high, 3 moderate" (or "none"). */
export function countBySeverity(advisories) {
  const counts = SEVERITIES.map((s) => [s, advisories.filter((a) => a.severity === s).length]).filter(([, n]) => n > 0)
  return counts.length ? counts.map(([s, n]) => `${n} ${s}`).join(", ") : "none"
}

/** The production tree's advisories that fail the check: high or critical, and not accepted. */
export function failingAdvisories(advisories, accepted = ACCEPTED) {
  return advisories.filter((a) => FAILING.has(a.severity) && !(a.id in accepted))
}

function audit(extraArgs) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
  const result = spawnSync("npm", ["audit", "--package-lock-only", "--json", ...extraArgs], { cwd: root, encoding: "utf8", timeout: 120_000 })
  return readAuditOutput(result.stdout ?? "", result.stderr ?? "")
}

function main() {
  const production = audit(["--omit=dev"])
  if (production.unavailable) {
    console.error(`[advisories] no check ran: the registry did not answer npm's advisory request (${production.unavailable}).`)
    console.error("[advisories] Run it where the registry answers that endpoint (the public npm registry does; a proxy of it may not): docs/security.md keeps the hand check meanwhile.")
    process.exit(2)
  }
  const whole = audit([])
  const productionAdvisories = advisoriesOf(production.report)
  console.log(`[advisories] production tree: ${countBySeverity(productionAdvisories)}`)
  if (!whole.unavailable) console.log(`[advisories] whole tree (build and test tools too): ${countBySeverity(advisoriesOf(whole.report))}`)
  for (const a of productionAdvisories) {
    const note = a.id in ACCEPTED ? ` (accepted: ${ACCEPTED[a.id]})` : ""
    console.log(`[advisories]   ${a.severity.padEnd(8)} ${a.name}: ${a.title} ${a.url}${note}`)
  }
  const failing = failingAdvisories(productionAdvisories)
  if (failing.length) {
    console.error(`[advisories] ${failing.length} high or critical advisory(ies) in the production tree are not accepted: fix them or record the decision in ACCEPTED and docs/security.md.`)
    process.exit(1)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main()
