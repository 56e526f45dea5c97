// @vitest-environment node
import { existsSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { GUARD_ORDER, guardsInOrder } from "../../backend/src/api/guards/order"
import { ROUTES } from "../../backend/src/api/surface/routes"

/**
 * The walks of docs/architecture.md stay true: every step is "`file` → `symbol`: what happens", the file exists (a
 * package's file, `@scope/name/…`, under node_modules), the symbol is declared in it, and the guards a walk names are
 * the ones its route declares, in the one order of guards/order.ts.
 */

const ARCHITECTURE = "docs/architecture.md"
const GUARDS_FOLDER = "backend/src/api/guards/"
/** The route walk (a) follows; its guards are the ones the route table declares for it. */
const ADD_TO_CART = { method: "POST", path: "/store/carts/:id/line-items" }
/** The stages each walk passes, by file or folder, in the order a request meets them. */
const STAGES = {
  addToCart: [
    "src/features/products/",
    "machines/cart/cart.machine.ts",
    "src/actors/",
    "src/api/",
    "deploy/nginx.conf.template",
    "backend/src/api/surface/gate.ts",
    "backend/src/api/middlewares/sessions.ts",
    "backend/src/api/pipeline/caller.ts",
    "backend/src/api/pipeline/throttled.ts",
    "backend/src/api/guards/order.ts",
    "backend/src/persistence/",
    "@medusajs/medusa/dist/api/routes/store/carts/create-line-item/",
    "@medusajs/medusa/dist/services/line-item.js",
  ],
  staffApproval: [
    "backend/src/admin/",
    "backend/src/api/surface/gate.ts",
    "backend/src/api/admin/",
    "backend/src/services/",
    "backend/src/lib/domain-events.ts",
    "backend/src/subscribers/",
    "backend/src/mail/render.ts",
    "backend/src/mail/transport.ts",
  ],
}

export type WalkStep = { number: number; file: string; symbol: string; text: string }
export type Walk = { title: string; steps: WalkStep[]; malformed: string[] }

/** The walks of a Markdown text: each `## Walk …` section's numbered list, one step per item. */
export function walksOf(markdown: string): Walk[] {
  return markdown
    .split(/^## /m)
    .filter((section) => section.startsWith("Walk"))
    .map((section) => {
      const [title = "", ...lines] = section.split("\n")
      const items = lines.filter((line) => /^\d+\. /.test(line))
      const steps: WalkStep[] = []
      const malformed: string[] = []
      for (const item of items) {
        const step = /^(\d+)\. `([^`]+)` → `([^`]+)`: (.+)$/.exec(item)
        if (step) steps.push({ number: Number(step[1]), file: step[2]!, symbol: step[3]!, text: step[4]! })
        else malformed.push(item)
      }
      return { title: title.trim(), steps, malformed }
    })
}

/** Where a step's file is on disk: a repository path, or a package's file under node_modules. */
export function fileOnDisk(file: string): string | undefined {
  const candidates = file.startsWith("@") ? [`node_modules/${file}`, `backend/node_modules/${file}`] : [file]
  return candidates.find((candidate) => existsSync(candidate))
}

const escape = (text: string) => text.replace(/[$.*+?^()[\]{}|\\]/g, "\\$&")

/**
 * Whether `source` declares `symbol`: a function, class, variable, type or enum of that name, an object key or
 * method (`symbol:`, `symbol(…) {`), an export of a compiled module (`exports.symbol =`, `prototype.symbol =`), a
 * name in an export list, or an nginx upstream.
 */
export function declares(source: string, symbol: string): boolean {
  const name = escape(symbol)
  const forms = [
    `\\b(?:function\\*?|class|const|let|var|type|interface|enum)\\s+${name}\\b`,
    `(?:^|[\\s{,(])["']?${name}["']?\\??\\s*:`,
    `^\\s*(?:(?:public|private|protected|static|async|readonly)\\s+)*${name}\\s*(?:<[^>]*>)?\\([^)]*\\)[^\\n]*\\{\\s*$`,
    `\\b(?:exports|prototype)\\.${name}\\s*=`,
    `\\bexport\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`,
    `\\bupstream\\s+${name}\\b`,
  ]
  return forms.some((form) => new RegExp(form, "m").test(source))
}

/** What is wrong with a walk: steps not in the step form or not numbered 1…n, missing files, undeclared symbols. */
export function problemsOf(walk: Walk): string[] {
  const problems = walk.malformed.map((item) => `not "N. \`file\` → \`symbol\`: …": ${item}`)
  walk.steps.forEach((step, i) => {
    if (step.number !== i + 1) problems.push(`step ${step.number} should be numbered ${i + 1}`)
    const onDisk = fileOnDisk(step.file)
    if (!onDisk) problems.push(`step ${step.number}: no file ${step.file}`)
    else if (!declares(readFileSync(onDisk, "utf8"), step.symbol)) problems.push(`step ${step.number}: ${step.file} declares no ${step.symbol}`)
  })
  return problems
}

/** The guards a walk runs, in the walk's order: the symbols of its steps in files under guards/ that are guards. */
export function guardsOf(walk: Walk): string[] {
  return walk.steps.filter((step) => step.file.startsWith(GUARDS_FOLDER) && (GUARD_ORDER as readonly string[]).includes(step.symbol)).map((step) => step.symbol)
}

/** The stages (file or folder prefixes) a walk misses or takes out of order: each stage's first step comes after the last stage's. */
export function stagesMissedOrOutOfOrder(walk: Walk, stages: readonly string[]): string[] {
  const problems: string[] = []
  let previous = -1
  for (const stage of stages) {
    const at = walk.steps.findIndex((step, i) => i > previous && step.file.startsWith(stage))
    if (at < 0) problems.push(walk.steps.some((step) => step.file.startsWith(stage)) ? `${stage} out of order` : `${stage} missing`)
    else previous = at
  }
  return problems
}

/** Whether `names` come in the relative order of `order` (each name at most once, every one in `order`). */
export function inOrder(names: readonly string[], order: readonly string[]): boolean {
  const positions = names.map((name) => order.indexOf(name))
  return positions.every((position, i) => position >= 0 && (i === 0 || position > positions[i - 1]!))
}

const walks = walksOf(readFileSync(ARCHITECTURE, "utf8"))

describe("the walks of docs/architecture.md", () => {
  it("there are two: the click to the row, and staff approval to the mail sent", () => {
    expect(walks.map((walk) => walk.title)).toEqual([expect.stringMatching(/^Walk \(a\): "Add to cart"/), expect.stringMatching(/^Walk \(b\): staff approve/)])
    for (const walk of walks) expect(walk.steps.length, walk.title).toBeGreaterThan(10)
  })

  it.each(walks.map((walk) => [walk.title, walk] as const))("%s: every step's file exists and declares its symbol", (_, walk) => {
    expect(problemsOf(walk)).toEqual([])
  })

  it("each walk passes its stages in the order a request meets them", () => {
    expect(stagesMissedOrOutOfOrder(walks[0]!, STAGES.addToCart)).toEqual([])
    expect(stagesMissedOrOutOfOrder(walks[1]!, STAGES.staffApproval)).toEqual([])
  })

  it("walk (a) runs the guards its route declares, in the order of guards/order.ts", () => {
    const route = ROUTES.find((entry) => entry.method === ADD_TO_CART.method && entry.path === ADD_TO_CART.path)
    expect(route, `${ADD_TO_CART.method} ${ADD_TO_CART.path} in the route table`).toBeDefined()
    const named = guardsOf(walks[0]!)
    expect(inOrder(named, GUARD_ORDER)).toBe(true)
    expect(named).toEqual(guardsInOrder(route!))
  })

  it("walk (a) ends at Medusa's `line_item` row and walk (b) at the mail's delivery", () => {
    expect(walks[0]!.steps.some((step) => step.text.includes("`line_item`"))).toBe(true)
    expect(walks[1]!.steps.map((step) => step.symbol)).toEqual(expect.arrayContaining(["emitDomainEvent", "sendStoreMail", "renderMail", "deliverMail"]))
  })
})

describe("the walk check can fail", () => {
  const walk = (...items: string[]) => walksOf(`## Walk (x): test\n\n${items.join("\n")}\n`)[0]!

  it("reports a missing file, a symbol the file does not declare, a step out of form and a wrong number", () => {
    expect(problemsOf(walk("1. `src/api/carts.ts` → `createCartsApi`: fine"))).toEqual([])
    expect(problemsOf(walk("1. `src/api/no-such-file.ts` → `createCartsApi`: gone"))).toEqual(["step 1: no file src/api/no-such-file.ts"])
    expect(problemsOf(walk("1. `src/api/carts.ts` → `addToBasket`: renamed"))).toEqual(["step 1: src/api/carts.ts declares no addToBasket"])
    expect(problemsOf(walk("1. src/api/carts.ts, createCartsApi"))).toEqual(['not "N. `file` → `symbol`: …": 1. src/api/carts.ts, createCartsApi'])
    expect(problemsOf(walk("2. `src/api/carts.ts` → `createCartsApi`: fine"))).toEqual(["step 2 should be numbered 1"])
    expect(problemsOf(walk("1. `@medusajs/medusa/dist/services/line-item.js` → `create`: Medusa's"))).toEqual([])
    expect(problemsOf(walk("1. `@medusajs/medusa/dist/services/no-such.js` → `create`: gone"))).toEqual(["step 1: no file @medusajs/medusa/dist/services/no-such.js"])
  })

  it("finds declarations, not mentions", () => {
    expect(declares("export function useCart() {}", "useCart")).toBe(true)
    expect(declares("export const cartOwner: Guard = () => x", "cartOwner")).toBe(true)
    expect(declares("  addingItem: {", "addingItem")).toBe(true)
    expect(declares("  async setStatus(id: string) {", "setStatus")).toBe(true)
    expect(declares("CartService.prototype.addOrUpdateLineItems = function (a) {", "addOrUpdateLineItems")).toBe(true)
    expect(declares("upstream clinic_backend {", "clinic_backend")).toBe(true)
    expect(declares("import { useCart } from './cart'\nuseCart()", "useCart")).toBe(false)
    expect(declares("const x = cartOwner(route)", "cartOwner")).toBe(false)
  })

  it("reports a stage missing or out of order", () => {
    const two = walk("1. `src/api/carts.ts` → `createCartsApi`: first", "2. `backend/src/api/surface/gate.ts` → `surfaceGate`: then")
    expect(stagesMissedOrOutOfOrder(two, ["src/api/", "backend/src/api/surface/gate.ts"])).toEqual([])
    expect(stagesMissedOrOutOfOrder(two, ["backend/src/api/surface/gate.ts", "src/api/"])).toEqual(["src/api/ out of order"])
    expect(stagesMissedOrOutOfOrder(two, ["src/api/", "backend/src/api/pipeline/caller.ts"])).toEqual(["backend/src/api/pipeline/caller.ts missing"])
  })

  it("reports guards out of the declared order", () => {
    expect(inOrder(["cartOwner", "cartTurn", "mayBuy"], GUARD_ORDER)).toBe(true)
    expect(inOrder(["mayBuy", "cartOwner"], GUARD_ORDER)).toBe(false)
    expect(inOrder(["cartOwner", "noSuchGuard"], GUARD_ORDER)).toBe(false)
  })
})
