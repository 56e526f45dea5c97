import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate"

/**
 * A state diagram laid out from a machine's definition, with no library and no network: used by the development
 * inspector (/dev/inspector) and by `npm run docs:machines` (docs/machines/*.svg). Each compound state is a box
 * holding its children; children are placed in rows by their distance from the initial state (one row per step),
 * so a flow reads from top to bottom. The output is deterministic (the docs check compares it byte for byte).
 */

/** A state's box, in absolute coordinates. `id` is the state's path joined with dots ("" for the machine). */
interface DiagramBox {
  id: string
  label: string
  x: number
  y: number
  width: number
  height: number
  compound: boolean
  final: boolean
  initial: boolean
}

/** One transition: from a box to a box (the same box for a transition that stays). */
interface DiagramEdge {
  from: string
  to: string
  label: string
}

export interface MachineDiagram {
  id: string
  width: number
  height: number
  boxes: DiagramBox[]
  edges: DiagramEdge[]
}

const CHAR_WIDTH = 7
const PAD = 20
const HEADER = 26
const LEAF_HEIGHT = 34
const GAP_X = 48
const GAP_Y = 96
/** The pseudo state that stands for the machine's own transitions (taken in any state). */
const ANY_STATE = "(any state)"

const children = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[]
const idOf = (node: AnyStateNode) => node.path.join(".")
const textWidth = (text: string) => text.length * CHAR_WIDTH

/** An event type as a person reads it: `done X` / `error X` for an invoked service X, `after X` for a delay. */
export function eventLabel(eventType: string): string {
  if (eventType === "") return "always"
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (actor) return `${actor[1]} ${actor[2]}`
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${after[1]}`
  if (eventType.startsWith("xstate.done.state.")) return "done"
  return eventType
}

/** The guard of a transition in brackets (with a leading space), or "" when it has none. */
export function guardLabel(transition: AnyTransitionDefinition): string {
  const guard = transition.guard as unknown
  if (!guard) return ""
  if (typeof guard === "string") return ` [${guard}]`
  if (typeof guard === "object" && guard !== null && "type" in guard) return ` [${String((guard as { type: unknown }).type)}]`
  return " [guard]"
}

/** Every transition a state node declares itself (events, delays, done/error of services, eventless). */
function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])] as AnyTransitionDefinition[]
}

interface Placed {
  node: AnyStateNode | null
  id: string
  label: string
  width: number
  height: number
  /** Children placed relative to this box's top-left corner. */
  inner: Array<{ placed: Placed; x: number; y: number }>
}

/** The child of `parent` that holds `node` (or is it), if any. */
function childHolding(parent: AnyStateNode, node: AnyStateNode): AnyStateNode | undefined {
  if (node.path.length <= parent.path.length) return undefined
  return parent.states[node.path[parent.path.length]!] as AnyStateNode | undefined
}

/** Rows of the children of `node`: each child in the row of its fewest steps from where the node starts. */
function rowsOf(node: AnyStateNode, items: Placed[]): Placed[][] {
  const byKey = new Map(items.map((item) => [item.node?.key ?? ANY_STATE, item]))
  const next = new Map<string, string[]>()
  const link = (from: string, to: string) => {
    if (from !== to) next.set(from, [...(next.get(from) ?? []), to])
  }
  const within = (child: AnyStateNode, visit: (n: AnyStateNode) => void) => {
    visit(child)
    children(child).forEach((grandchild) => within(grandchild, visit))
  }
  for (const child of children(node)) {
    within(child, (inner) => {
      for (const transition of transitionsOf(inner)) {
        for (const target of (transition.target as AnyStateNode[] | undefined) ?? []) {
          const holder = childHolding(node, target)
          if (holder) link(child.key, holder.key)
        }
      }
    })
  }
  if (byKey.has(ANY_STATE)) {
    for (const transition of [...node.transitions.values()].flat() as AnyTransitionDefinition[]) {
      for (const target of (transition.target as AnyStateNode[] | undefined) ?? []) {
        const holder = childHolding(node, target)
        if (holder) link(ANY_STATE, holder.key)
      }
    }
  }
  const initialKey = node.type === "parallel" ? undefined : (node.initial?.target[0] as AnyStateNode | undefined)?.key
  const starts = initialKey ? [initialKey, ...(byKey.has(ANY_STATE) ? [ANY_STATE] : [])] : [...byKey.keys()]
  const row = new Map<string, number>(starts.map((key) => [key, 0]))
  const queue = [...starts]
  while (queue.length > 0) {
    const key = queue.shift()!
    for (const to of next.get(key) ?? []) {
      if (row.has(to)) continue
      row.set(to, row.get(key)! + 1)
      queue.push(to)
    }
  }
  const last = Math.max(0, ...row.values())
  const rows: Placed[][] = []
  for (const item of items) {
    const index = row.get(item.node?.key ?? ANY_STATE) ?? last + 1
    ;(rows[index] ??= []).push(item)
  }
  return rows.filter((r) => r.length > 0)
}

function leaf(node: AnyStateNode | null, label: string): Placed {
  return { node, id: node ? idOf(node) : ANY_STATE, label, width: textWidth(label) + 2 * PAD, height: LEAF_HEIGHT, inner: [] }
}

function place(node: AnyStateNode, label: string, withRootTransitions: boolean): Placed {
  const kids = children(node)
  if (kids.length === 0) return leaf(node, label)
  const items = kids.map((child) => place(child, child.key, false))
  if (withRootTransitions && node.transitions.size > 0) items.unshift(leaf(null, ANY_STATE))
  const rows = rowsOf(node, items)
  const rowWidth = (row: Placed[]) => row.reduce((sum, item) => sum + item.width, 0) + GAP_X * (row.length - 1)
  const contentWidth = Math.max(...rows.map(rowWidth), textWidth(label))
  const inner: Placed["inner"] = []
  let y = HEADER + PAD / 2
  for (const row of rows) {
    let x = PAD + (contentWidth - rowWidth(row)) / 2
    const height = Math.max(...row.map((item) => item.height))
    for (const item of row) {
      inner.push({ placed: item, x, y: y + (height - item.height) / 2 })
      x += item.width + GAP_X
    }
    y += height + GAP_Y
  }
  return { node, id: idOf(node), label, width: contentWidth + 2 * PAD, height: y - GAP_Y + PAD, inner }
}

function flatten(placed: Placed, x: number, y: number, initialKey: string | undefined, boxes: DiagramBox[]): void {
  boxes.push({
    id: placed.id,
    label: placed.label,
    x,
    y,
    width: placed.width,
    height: placed.height,
    compound: placed.inner.length > 0,
    final: placed.node?.type === "final",
    initial: placed.node !== null && placed.node.key === initialKey && placed.node.path.length > 0,
  })
  const ownInitial = placed.node && placed.node.type !== "parallel" ? (placed.node.initial?.target[0] as AnyStateNode | undefined)?.key : undefined
  for (const { placed: child, x: cx, y: cy } of placed.inner) flatten(child, x + cx, y + cy, ownInitial, boxes)
}

function edgesOf(machine: AnyStateMachine): DiagramEdge[] {
  const edges: DiagramEdge[] = []
  const add = (from: string, transition: AnyTransitionDefinition) => {
    const label = `${eventLabel(transition.eventType)}${guardLabel(transition)}`
    const targets = (transition.target as AnyStateNode[] | undefined) ?? []
    if (targets.length === 0) edges.push({ from, to: from, label })
    for (const target of targets) edges.push({ from, to: idOf(target), label })
  }
  for (const transition of [...machine.root.transitions.values()].flat() as AnyTransitionDefinition[]) add(ANY_STATE, transition)
  const visit = (node: AnyStateNode) => {
    for (const child of children(node)) {
      for (const transition of transitionsOf(child)) add(idOf(child), transition)
      visit(child)
    }
  }
  visit(machine.root)
  return edges
}

/** The diagram of a machine: a box per state (the machine's box first) and an edge per transition. */
export function diagramOf(machine: AnyStateMachine): MachineDiagram {
  const root = place(machine.root, machine.id, true)
  const boxes: DiagramBox[] = []
  flatten(root, 0, 0, undefined, boxes)
  return { id: machine.id, width: root.width, height: root.height, boxes, edges: edgesOf(machine) }
}

/** The ids of the states a snapshot value is in ("checkout", "checkout.details", …). */
export function activeStateIds(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [`${prefix}${value}`]
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => [`${prefix}${key}`, ...activeStateIds(inner, `${prefix}${key}.`)])
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
const n = (value: number) => String(Math.round(value * 10) / 10)

const STYLE = [
  ".md-box{fill:#ffffff;stroke:#475569;stroke-width:1.2}",
  ".md-compound{fill:#f8fafc}",
  ".md-root{fill:#ffffff;stroke:#cbd5e1}",
  ".md-active{fill:#fef3c7;stroke:#b45309;stroke-width:2.5}",
  ".md-any{fill:#f1f5f9;stroke-dasharray:4 3}",
  ".md-state{font:12px sans-serif;fill:#0f172a}",
  ".md-title{font:bold 13px sans-serif;fill:#0f172a}",
  ".md-edge{fill:none;stroke:#64748b;stroke-width:1.1}",
  ".md-label{font:10px sans-serif;fill:#334155}",
  ".md-label-bg{fill:#ffffff;opacity:0.85}",
  ".md-arrow{fill:#64748b}",
].join("")

/** The point at `t` (0…1) of the cubic curve through `p`: [x0, y0, x1, y1, x2, y2, x3, y3]. */
function pointOn(p: number[], t: number): { lx: number; ly: number } {
  const u = 1 - t
  const at = (i: number) => u * u * u * p[i]! + 3 * u * u * t * p[i + 2]! + 3 * u * t * t * p[i + 4]! + t * t * t * p[i + 6]!
  return { lx: at(0), ly: at(1) }
}

function edgePath(from: DiagramBox, to: DiagramBox, offset: number, t: number): { d: string; lx: number; ly: number } {
  if (from === to || (to.x <= from.x && to.y <= from.y && to.x + to.width >= from.x + from.width && to.y + to.height >= from.y + from.height)) {
    // A transition that stays (or re-enters a state holding this one): a loop on the box's right side.
    const x = from.x + from.width
    const y = from.y + Math.min(from.height / 2, 17) + offset
    return { d: `M${n(x)},${n(y - 6)} C${n(x + 34)},${n(y - 22)} ${n(x + 34)},${n(y + 22)} ${n(x)},${n(y + 6)}`, lx: x + 30, ly: y }
  }
  const down = to.y >= from.y + from.height
  const up = to.y + to.height <= from.y
  if (down || up) {
    const sx = from.x + from.width / 2 + offset
    const sy = down ? from.y + from.height : from.y
    const tx = to.x + to.width / 2 + offset
    const ty = down ? to.y : to.y + to.height
    const bend = Math.max(24, Math.abs(ty - sy) / 2) * (down ? 1 : -1)
    return { d: `M${n(sx)},${n(sy)} C${n(sx)},${n(sy + bend)} ${n(tx)},${n(ty - bend)} ${n(tx)},${n(ty)}`, ...pointOn([sx, sy, sx, sy + bend, tx, ty - bend, tx, ty], t) }
  }
  const right = to.x >= from.x + from.width / 2
  const sx = right ? from.x + from.width : from.x
  const tx = right ? to.x : to.x + to.width
  const sy = from.y + Math.min(from.height / 2, 17) + offset
  const ty = to.y + Math.min(to.height / 2, 17) + offset
  return { d: `M${n(sx)},${n(sy)} C${n((sx + tx) / 2)},${n(sy)} ${n((sx + tx) / 2)},${n(ty)} ${n(tx)},${n(ty)}`, ...pointOn([sx, sy, (sx + tx) / 2, sy, (sx + tx) / 2, ty, tx, ty], t) }
}

/** The arrow head at the end of a path `d` (its last point, pointing along the last control segment). */
function arrowHead(d: string): string {
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number)
  const [cx, cy, x, y] = numbers.slice(-4) as [number, number, number, number]
  const angle = Math.atan2(y - cy, x - cx)
  const point = (a: number) => `${n(x - 8 * Math.cos(a))},${n(y - 8 * Math.sin(a))}`
  return `M${n(x)},${n(y)} L${point(angle - 0.4)} L${point(angle + 0.4)} Z`
}

/** The diagram as a standalone SVG document; the boxes of `active` state ids are highlighted. */
export function svgOf(diagram: MachineDiagram, active: ReadonlySet<string> = new Set()): string {
  const margin = 16
  const loopRoom = 40
  const width = diagram.width + 2 * margin + loopRoom
  const height = diagram.height + 2 * margin
  const byId = new Map(diagram.boxes.map((box) => [box.id, box]))
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}" role="img" aria-label="State diagram of ${escape(diagram.id)}">`,
    `<style>${STYLE}</style>`,
    `<g transform="translate(${margin},${margin})">`,
  ]
  const drawBox = (box: DiagramBox) => {
    const classes = ["md-box", box.id === "" ? "md-root" : "", box.compound ? "md-compound" : "", box.id === ANY_STATE ? "md-any" : "", active.has(box.id) ? "md-active" : ""].filter(Boolean).join(" ")
    out.push(`<rect class="${classes}" data-state="${escape(box.id)}" x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="8"/>`)
    if (box.final) out.push(`<rect class="md-box" x="${n(box.x + 3)}" y="${n(box.y + 3)}" width="${n(box.width - 6)}" height="${n(box.height - 6)}" rx="6" fill="none"/>`)
    const textY = box.compound ? box.y + 17 : box.y + box.height / 2 + 4
    const textX = box.compound ? box.x + PAD : box.x + box.width / 2
    const anchor = box.compound ? "start" : "middle"
    out.push(`<text class="${box.id === "" ? "md-title" : "md-state"}" x="${n(textX)}" y="${n(textY)}" text-anchor="${anchor}">${escape(box.label)}</text>`)
    if (box.initial) {
      out.push(`<circle class="md-arrow" cx="${n(box.x - 16)}" cy="${n(box.y + 10)}" r="4"/>`)
      out.push(`<path class="md-edge" d="M${n(box.x - 12)},${n(box.y + 10)} L${n(box.x)},${n(box.y + 10)}"/>`)
    }
  }
  // Compound boxes under the edges, edges and their labels, then the states on top (their names stay readable).
  diagram.boxes.filter((box) => box.compound).forEach(drawBox)
  const seen = new Map<string, number>()
  const labels: string[] = []
  diagram.edges.forEach((edge, position) => {
    const from = byId.get(edge.from)
    const to = byId.get(edge.to)
    if (!from || !to) return
    const key = `${edge.from}>${edge.to}`
    const index = seen.get(key) ?? 0
    seen.set(key, index + 1)
    // Labels of edges that share a row spread along their curves instead of stacking at the middle.
    const { d, lx, ly } = edgePath(from, to, index * 12, 0.3 + ((position * 7) % 5) * 0.1)
    const labelWidth = edge.label.length * 5.6 + 6
    out.push(`<path class="md-edge" d="${d}"/>`, `<path class="md-arrow" d="${arrowHead(d)}"/>`)
    labels.push(`<rect class="md-label-bg" x="${n(lx - labelWidth / 2)}" y="${n(ly - 8)}" width="${n(labelWidth)}" height="12"/>`)
    labels.push(`<text class="md-label" x="${n(lx)}" y="${n(ly + 2)}" text-anchor="middle">${escape(edge.label)}</text>`)
  })
  out.push(...labels)
  diagram.boxes.filter((box) => !box.compound).forEach(drawBox)
  out.push("</g>", "</svg>")
  return out.join("\n") + "\n"
}
