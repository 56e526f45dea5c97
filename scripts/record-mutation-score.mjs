/**
 * After `stryker run`: reads reports/mutation/mutation.json (mutation-testing-report-schema) and writes
 * the summary docs/machines.md shows to docs/mutation-score.json.
 */
import { readFileSync, writeFileSync } from "node:fs"

const report = JSON.parse(readFileSync("reports/mutation/mutation.json", "utf8"))
const counts = { Killed: 0, Survived: 0, Timeout: 0, NoCoverage: 0, CompileError: 0, RuntimeError: 0, Ignored: 0 }
const files = []
for (const [name, file] of Object.entries(report.files)) {
  const own = { Killed: 0, Survived: 0, Timeout: 0, NoCoverage: 0 }
  for (const mutant of file.mutants) {
    counts[mutant.status] = (counts[mutant.status] ?? 0) + 1
    if (mutant.status in own) own[mutant.status] += 1
  }
  const valid = own.Killed + own.Timeout + own.Survived + own.NoCoverage
  if (valid > 0) files.push({ file: name, score: Math.round((10000 * (own.Killed + own.Timeout)) / valid) / 100, mutants: valid })
}
files.sort((a, b) => a.file.localeCompare(b.file))
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
  files,
}
writeFileSync("docs/mutation-score.json", `${JSON.stringify(summary, null, 2)}\n`)
console.log(`mutation score ${summary.score} % (${detected}/${valid})`)
