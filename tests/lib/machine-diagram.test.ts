// @vitest-environment node
import { createMachine } from "xstate"
import { describe, expect, it } from "vitest"
import { activeStateIds, diagramOf, svgOf } from "../../src/dev/machine-diagram"

const machine = createMachine({
  id: "door",
  initial: "closed",
  states: {
    closed: { on: { OPEN: "open" } },
    open: { initial: "swinging", on: { CLOSE: { target: "closed", guard: "isEmpty" } }, states: { swinging: { after: { 500: "still" } }, still: { type: "final" } } },
  },
})

describe("machine diagram", () => {
  it("has a box for the machine and every state, nested boxes inside their parent", () => {
    const diagram = diagramOf(machine)
    expect(diagram.boxes.map((box) => box.id)).toEqual(["", "closed", "open", "open.swinging", "open.still"])
    const open = diagram.boxes.find((box) => box.id === "open")!
    for (const id of ["open.swinging", "open.still"]) {
      const inner = diagram.boxes.find((box) => box.id === id)!
      expect(inner.x).toBeGreaterThan(open.x)
      expect(inner.y + inner.height).toBeLessThan(open.y + open.height)
    }
    // The next step of a flow is drawn below the one before.
    expect(open.y).toBeGreaterThan(diagram.boxes.find((box) => box.id === "closed")!.y)
    expect(diagram.boxes.filter((box) => box.initial).map((box) => box.id)).toEqual(["closed", "open.swinging"])
    expect(diagram.boxes.find((box) => box.id === "open.still")!.final).toBe(true)
  })

  it("has an edge per transition labelled with its event and guard", () => {
    expect(diagramOf(machine).edges).toEqual([
      { from: "closed", to: "open", label: "OPEN" },
      { from: "open", to: "closed", label: "CLOSE [isEmpty]" },
      { from: "open.swinging", to: "open.still", label: "after 500" },
    ])
  })

  it("highlights the states a snapshot is in", () => {
    const active = new Set(activeStateIds({ open: "swinging" }))
    expect([...active]).toEqual(["open", "open.swinging"])
    const svg = svgOf(diagramOf(machine), active)
    expect(svg).toMatch(/class="md-box md-compound md-active" data-state="open"/)
    expect(svg).toMatch(/class="md-box md-active" data-state="open.swinging"/)
    expect(svg).not.toMatch(/md-active" data-state="closed"/)
    expect(svg).toContain(">CLOSE [isEmpty]</text>")
  })

  it("escapes what it writes into the SVG", () => {
    const odd = createMachine({ id: "a<b", initial: "x", states: { x: { on: { 'Q"&': "x" } } } })
    const svg = svgOf(diagramOf(odd))
    expect(svg).toContain("a&lt;b")
    expect(svg).toContain("Q&quot;&amp;")
  })
})
