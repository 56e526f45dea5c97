import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { AnyStateMachine, EventObject } from "xstate"
import { TestModel } from "xstate/graph"
import { allStateNodes, allTransitions } from "./machine-graph"
import { startRecordedActor } from "./replay"

/** What a machine's model test needs: the events the model may send in any state, and the input. */
export interface ModelSpec {
  name: string
  machine: AnyStateMachine
  input?: unknown
  /** View events, `xstate.done.actor.<id>` / `xstate.error.actor.<id>` results and `xstate.after.<delay>.<state id>`. */
  events: ModelEvent[]
  /**
   * The same machine with other injected guards (e.g. auth without a signed-in hint), for branches the
   * default implementations never take; their paths count towards the one coverage.
   */
  variants?: Array<{ name: string; machine: AnyStateMachine }>
  /**
   * Optional narrowing of when an applicable event is offered, to keep the paths few where a background
   * child could answer in any state (every state and transition must still be covered).
   */
  offer?: (event: ModelEvent, snapshot: { value: unknown; context: unknown }) => boolean
}

/** An event of the model with its payload. */
export type ModelEvent = EventObject & Record<string, unknown>

type Snapshot = { value: unknown; context: unknown }
type Step = { event: EventObject; state: Snapshot }
type Path = { steps: Step[]; description: string }

/**
 * The events that can really happen in a snapshot: an actor's done or error event only while that
 * actor runs, a delayed event only in its state; view events always.
 */
function applicableEvents(events: ModelEvent[], snapshot: unknown, offer?: ModelSpec["offer"]): EventObject[] {
  const { children, _nodes } = snapshot as { children: Record<string, unknown>; _nodes: Array<{ id: string }> }
  return events.filter((event) => {
    if (offer && !offer(event, snapshot as { value: unknown; context: unknown })) return false
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)
    if (actor) return actor[1]! in children
    const delayed = /^xstate\.after\.[^.]+\.(.+)$/.exec(event.type)
    if (delayed) return _nodes.some((node) => node.id === delayed[1])
    return true
  })
}

const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context })

/**
 * The paths to replay: the shortest path to every reachable state, and for every edge of the
 * adjacency map (state, event → other state) the shortest path to its source plus that edge.
 */
export function generatePaths(spec: ModelSpec): Path[] {
  const model = new TestModel(spec.machine, { events: (snapshot: unknown) => applicableEvents(spec.events, snapshot, spec.offer), input: spec.input } as never)
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true }) as unknown as Path[]
  const toState = new Map<string, Path>()
  for (const path of shortest) {
    const last = path.steps[path.steps.length - 1]
    if (last && !toState.has(serialize(last.state))) toState.set(serialize(last.state), path)
  }
  const edgePaths: Path[] = []
  const adjacency = model.getAdjacencyMap() as unknown as Record<string, { state: Snapshot; transitions: Record<string, { event: EventObject; state: Snapshot }> }>
  for (const entry of Object.values(adjacency)) {
    const from = toState.get(serialize(entry.state))
    if (!from) continue
    for (const edge of Object.values(entry.transitions)) {
      if (serialize(edge.state) === serialize(entry.state)) continue
      edgePaths.push({ steps: [...from.steps, { event: edge.event, state: edge.state }], description: `${from.description} → ${edge.event.type}` })
    }
  }
  const key = (path: Path) => path.steps.map((step) => JSON.stringify(step.event)).join("|")
  const keys = edgePaths.map(key)
  // A path that is the start of a longer one adds nothing.
  return edgePaths.filter((_path, index) => !keys.some((other, j) => j !== index && other.startsWith(`${keys[index]}|`)) && keys.indexOf(keys[index]!) === index)
}

/**
 * Defines the model test of one machine: every generated path is replayed on a real actor with
 * deferred services and fake timers, each step checked against the model's state value and context;
 * the last test prints and asserts coverage (every state node and every transition).
 */
export function describeModel(spec: ModelSpec, actions: () => Record<string, unknown> = () => ({})) {
  describe(`${spec.name} machine model`, () => {
    const coveredStates = new Set<string>()
    const coveredTransitions = new Set<string>()
    const totalStates = allStateNodes(spec.machine).map((node) => node.id)
    const totalTransitions = allTransitions(spec.machine)
    const variants = [{ name: "", machine: spec.machine }, ...(spec.variants ?? [])]
    const paths = variants.flatMap((variant) =>
      generatePaths({ ...spec, machine: variant.machine }).map((path) => ({
        ...path,
        machine: variant.machine,
        description: variant.name ? `[${variant.name}] ${path.description}` : path.description,
      }))
    )

    beforeEach(() => {
      vi.useFakeTimers()
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it.each(
      paths.map((path, index) => ({
        path,
        name: `${index}: ${path.description.startsWith("[") ? path.description.slice(0, path.description.indexOf("]") + 2) : ""}${path.steps.map((s) => s.event.type.replace(/^xstate\./, "")).join(" → ")}`,
      }))
    )(
      "path $name",
      async ({ path }) => {
        const run = startRecordedActor(path.machine, spec.input, actions())
        const [first, ...rest] = path.steps
        expect(run.actor.getSnapshot().value).toEqual(first!.state.value)
        for (const step of rest) {
          try {
            await run.deliver(step.event)
          } catch (error) {
            throw new Error(`${String(error)} in ${JSON.stringify(run.actor.getSnapshot().value)} on ${step.event.type}; path: ${path.steps.map((s) => s.event.type).join(" → ")}`)
          }
          const snapshot = run.actor.getSnapshot()
          expect(snapshot.value).toEqual(step.state.value)
          expect(snapshot.context).toEqual(step.state.context)
        }
        run.actor.stop()
        run.states.forEach((id) => coveredStates.add(id))
        run.transitions.forEach((key) => coveredTransitions.add(key))
      }
    )

    it("covers every state and every transition", () => {
      const missingStates = totalStates.filter((id) => !coveredStates.has(id))
      const missingTransitions = totalTransitions.filter((key) => !coveredTransitions.has(key))
      const statesCovered = totalStates.length - missingStates.length
      const transitionsCovered = totalTransitions.length - missingTransitions.length
      console.log(
        `[model coverage] ${spec.name}: states ${statesCovered}/${totalStates.length} (${((100 * statesCovered) / totalStates.length).toFixed(0)} %), ` +
          `transitions ${transitionsCovered}/${totalTransitions.length} (${((100 * transitionsCovered) / totalTransitions.length).toFixed(0)} %), ${paths.length} paths`
      )
      expect(missingStates).toEqual([])
      expect(missingTransitions).toEqual([])
    })

    afterAll(() => {
      coveredStates.clear()
      coveredTransitions.clear()
    })
  })
}
