import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { renderMachinesDoc, type MutationScore } from "./machine-diagrams"

/** `npm run docs:machines`: writes docs/machines.md from the machine definitions (and the last mutation score). */
const scoreFile = "docs/mutation-score.json"
const score: MutationScore | null = existsSync(scoreFile) ? JSON.parse(readFileSync(scoreFile, "utf8")) : null
writeFileSync("docs/machines.md", renderMachinesDoc(score))
console.log("docs/machines.md written")
