import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate"

/** Every state node of a machine except the root, depth first. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const result: AnyStateNode[] = []
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      result.push(child)
      visit(child)
    }
  }
  visit(machine.root)
  return result
}

/** A stable name of a transition: source state, event type and its position among that event's candidates. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source
  const candidates = transition.eventType === "" ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? [])
  const index = candidates.indexOf(transition)
  return `${source.id} --${transition.eventType || "(always)"}#${index}`
}

/** Every transition a machine defines (event, delayed, done, error and eventless). */
export function allTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    for (const list of node.transitions.values()) for (const transition of list) keys.push(transitionKey(transition))
    for (const transition of node.always ?? []) keys.push(transitionKey(transition))
  }
  return [...new Set(keys)]
}
