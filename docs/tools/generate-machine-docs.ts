import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { machineSvgs, renderMachinesDoc, type MutationScore } from "./machine-diagrams"

/** `npm run docs:machines`: writes docs/machines.md and docs/machines/*.svg from the machine definitions (and the last mutation score). */
const scoreFile = "docs/mutation-score.json"
const score: MutationScore | null = existsSync(scoreFile) ? JSON.parse(readFileSync(scoreFile, "utf8")) : null
mkdirSync("docs/machines", { recursive: true })
for (const { file, svg } of machineSvgs()) writeFileSync(file, svg)
writeFileSync("docs/machines.md", renderMachinesDoc(score))
console.log("docs/machines.md and docs/machines/*.svg written")
