import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate"
import { applicationMachine } from "../../machines/application.machine"
import { authMachine } from "../../machines/auth.machine"
import { cartMachine } from "../../machines/cart/cart.machine"
import { checkoutPaymentMachine } from "../../machines/checkout-payment.machine"
import { inviteMachine } from "../../machines/invite.machine"
import { approvalMachine } from "../../machines/approval.machine"
import { membershipMachine } from "../../machines/membership.machine"
import { sessionMachine } from "../../machines/session.machine"

/** Every machine of machines/, in the order docs/machines.md shows them. */
export const documentedMachines: Array<{ machine: AnyStateMachine; file: string }> = [
  { machine: sessionMachine, file: "machines/session.machine.ts" },
  { machine: authMachine, file: "machines/auth.machine.ts" },
  { machine: applicationMachine, file: "machines/application.machine.ts" },
  { machine: cartMachine, file: "machines/cart/cart.machine.ts" },
  { machine: checkoutPaymentMachine, file: "machines/checkout-payment.machine.ts" },
  { machine: inviteMachine, file: "machines/invite.machine.ts" },
  { machine: approvalMachine, file: "machines/approval.machine.ts" },
  { machine: membershipMachine, file: "machines/membership.machine.ts" },
]

/** Mutation testing result recorded by `npm run test:mutation` (docs/mutation-score.json). */
export interface MutationScore {
  score: number
  killed: number
  survived: number
  timeout: number
  noCoverage: number
  total: number
  date: string
  files?: Array<{ file: string; score: number; mutants: number }>
}

const idOf = (node: AnyStateNode) => node.path.join("__")
const children = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[]

function eventLabel(eventType: string): string {
  if (eventType === "") return "always"
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (actor) return `${actor[1]} ${actor[2]}`
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${after[1]}`
  if (eventType.startsWith("xstate.done.state.")) return "done"
  return eventType
}

function guardLabel(transition: AnyTransitionDefinition): string {
  const guard = transition.guard as unknown
  if (!guard) return ""
  if (typeof guard === "string") return ` [${guard}]`
  if (typeof guard === "object" && guard !== null && "type" in guard) return ` [${String((guard as { type: unknown }).type)}]`
  return " [guard]"
}

function declare(node: AnyStateNode, indent: string, lines: string[]): void {
  for (const child of children(node)) {
    lines.push(`${indent}state "${child.key}" as ${idOf(child)}`)
    if (children(child).length > 0) {
      lines.push(`${indent}state ${idOf(child)} {`)
      lines.push(`${indent}  [*] --> ${idOf(child.states[child.initial!.target[0]!.key] as AnyStateNode)}`)
      declare(child, `${indent}  `, lines)
      lines.push(`${indent}}`)
    }
    if (child.type === "final") lines.push(`${indent}${idOf(child)} --> [*]`)
  }
}

function edges(node: AnyStateNode, lines: string[]): void {
  for (const child of children(node)) {
    const transitions = [...[...child.transitions.values()].flat(), ...(child.always ?? [])] as AnyTransitionDefinition[]
    for (const transition of transitions) {
      const label = `${eventLabel(transition.eventType)}${guardLabel(transition)}`
      const targets = (transition.target as AnyStateNode[] | undefined) ?? [child]
      for (const target of targets) lines.push(`  ${idOf(child)} --> ${idOf(target)} : ${label}`)
    }
    edges(child, lines)
  }
}

/** A Mermaid stateDiagram-v2 of one machine, read from its definition. */
export function mermaidOf(machine: AnyStateMachine): string {
  const lines = ["stateDiagram-v2"]
  const initial = machine.root.initial?.target[0] as AnyStateNode | undefined
  if (initial) lines.push(`  [*] --> ${idOf(initial)}`)
  declare(machine.root, "  ", lines)
  const rootTransitions = [...machine.root.transitions.values()].flat() as AnyTransitionDefinition[]
  if (rootTransitions.length > 0) lines.push(`  state "any state" as any_state`)
  for (const transition of rootTransitions) {
    for (const target of (transition.target as AnyStateNode[] | undefined) ?? []) {
      lines.push(`  any_state --> ${idOf(target)} : ${eventLabel(transition.eventType)}${guardLabel(transition)}`)
    }
  }
  edges(machine.root, lines)
  return lines.join("\n")
}

function countNodes(machine: AnyStateMachine): { states: number; transitions: number } {
  let states = 0
  let transitions = [...machine.root.transitions.values()].flat().length
  const visit = (node: AnyStateNode) => {
    for (const child of children(node)) {
      states += 1
      transitions += [...child.transitions.values()].flat().length + (child.always?.length ?? 0)
      visit(child)
    }
  }
  visit(machine.root)
  return { states, transitions }
}

/** The whole of docs/machines.md. */
export function renderMachinesDoc(mutation: MutationScore | null): string {
  const parts = [
    "# State machines",
    "",
    "Generated by `npm run docs:machines` from the machine definitions in `machines/`; do not edit by hand",
    "(a unit test fails when this file and the definitions disagree). What each machine means for a view:",
    "`machines/README.md`.",
    "",
    "Edge labels: the event (`done X` / `error X` are the results of the invoked service `X`, `after paymentRetry`",
    "is the named 500 ms delay, `always` is an eventless transition), then the guard in brackets.",
    "",
  ]
  for (const { machine, file } of documentedMachines) {
    const { states, transitions } = countNodes(machine)
    parts.push(`## ${machine.id}`, "", `\`${file}\`: ${states} states, ${transitions} transitions.`, "")
    if (machine.root.description) parts.push(machine.root.description, "")
    parts.push("```mermaid", mermaidOf(machine), "```", "")
  }
  parts.push("## Mutation testing", "")
  if (mutation) {
    parts.push(
      "StrykerJS (vitest runner) over `machines/**/*.ts`, run with `npm run test:mutation` (not part of `npm test`).",
      "",
      "| Score | Killed | Timed out | Survived | No coverage | Mutants | Run |",
      "|---|---|---|---|---|---|---|",
      `| ${mutation.score.toFixed(2)} % | ${mutation.killed} | ${mutation.timeout} | ${mutation.survived} | ${mutation.noCoverage} | ${mutation.total} | ${mutation.date} |`,
      "",
      "Descriptions and type-only objects are marked as equivalent mutants (`// Stryker disable next-line`).",
      "The tests run against each mutant: `tests/machines` and `tests/model` (`vitest.stryker.config.ts`).",
      ""
    )
    if (mutation.files?.length) {
      parts.push("| File | Score | Mutants |", "|---|---|---|")
      for (const file of mutation.files) parts.push(`| \`${file.file}\` | ${file.score.toFixed(2)} % | ${file.mutants} |`)
      parts.push("")
    }
  } else {
    parts.push("Not run yet: `npm run test:mutation`.", "")
  }
  return parts.join("\n")
}
