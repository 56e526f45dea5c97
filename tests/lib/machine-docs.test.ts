// @vitest-environment node
import { existsSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { machineSvgs, mermaidOf, renderMachinesDoc, type MutationScore } from "../../docs/tools/machine-diagrams"
import { membershipMachine } from "../../machines/membership.machine"

describe("docs/machines.md", () => {
  it("equals what `npm run docs:machines` generates from the machine definitions", () => {
    const score: MutationScore | null = existsSync("docs/mutation-score.json") ? JSON.parse(readFileSync("docs/mutation-score.json", "utf8")) : null
    expect(readFileSync("docs/machines.md", "utf8")).toBe(renderMachinesDoc(score))
  })

  it("has the diagram of every machine as an SVG that `npm run docs:machines` generates", () => {
    const svgs = machineSvgs()
    expect(svgs.length).toBeGreaterThan(0)
    for (const { file, svg } of svgs) {
      expect(existsSync(file), `${file} exists`).toBe(true)
      expect(readFileSync(file, "utf8"), `${file} is up to date`).toBe(svg)
    }
  })

  it("draws every state and transition of a machine", () => {
    expect(mermaidOf(membershipMachine)).toBe(
      [
        "stateDiagram-v2",
        "  [*] --> idle",
        '  state "idle" as idle',
        '  state "confirming" as confirming',
        '  state "working" as working',
        "  idle --> confirming : REQUEST",
        "  confirming --> working : CONFIRM",
        "  confirming --> idle : CANCEL",
        "  working --> idle : done runMemberAction",
        "  working --> idle : error runMemberAction",
      ].join("\n")
    )
  })
})
