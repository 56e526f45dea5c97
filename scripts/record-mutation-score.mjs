/**
 * After `stryker run`: reads reports/mutation/mutation.json (mutation-testing-report-schema) and writes
 * the summary docs/machines.md shows to docs/mutation-score.json.
 */
import { readFileSync, writeFileSync } from "node:fs"

const report = JSON.parse(readFileSync("reports/mutation/mutation.json", "utf8"))
const counts = { Killed: 0, Survived: 0, Timeout: 0, NoCoverage: 0, CompileError: 0, RuntimeError: 0, Ignored: 0 }
for (const file of Object.values(report.files)) for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1
const detected = counts.Killed + counts.Timeout
const valid = detected + counts.Survived + counts.NoCoverage
const summary = {
  score: Math.round((10000 * detected) / valid) / 100,
  killed: counts.Killed,
  survived: counts.Survived,
  timeout: counts.Timeout,
  noCoverage: counts.NoCoverage,
  total: valid,
  date: new Date().toISOString().slice(0, 10),
}
writeFileSync("docs/mutation-score.json", `${JSON.stringify(summary, null, 2)}\n`)
console.log(`mutation score ${summary.score} % (${detected}/${valid})`)
