import { createActor, fromPromise, type AnyStateMachine, type EventObject, type InspectionEvent } from "xstate"
import { vi } from "vitest"
import { transitionKey } from "./machine-graph"

/** A promise actor whose settlement the test decides. */
interface Deferred {
  input: unknown
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

/** Provides every declared actor as a deferred one; `pending` holds the latest invocation per id. */
export function deferActors(machine: AnyStateMachine) {
  const pending = new Map<string, Deferred>()
  const actors: Record<string, ReturnType<typeof fromPromise<unknown, unknown>>> = {}
  for (const src of Object.keys(machine.implementations.actors)) {
    actors[src] = fromPromise<unknown, unknown>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          pending.set(src, { input, resolve, reject })
        })
    )
  }
  return { pending, machine: machine.provide({ actors } as never) as AnyStateMachine }
}

/** Lets settled promises and zero-delay timers run (fake timers). */
export async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0)
}

/** The milliseconds of a named delay from `xstate.after.<name>.<state id>`. */
export function delayOf(machine: AnyStateMachine, eventType: string): number {
  const name = eventType.split(".")[2] ?? ""
  const value = (machine.implementations.delays as Record<string, unknown>)[name]
  const ms = typeof value === "number" ? value : Number(name)
  if (Number.isNaN(ms)) throw new Error(`Unknown delay ${name}`)
  return ms
}

/**
 * A real actor over deferred services, recording every state entered and transition taken (from the
 * inspector's microsteps). `deliver` turns a model event into what really happens: a deferred actor
 * settles, fake time passes, or the event is sent.
 */
export function startRecordedActor(machine: AnyStateMachine, input: unknown, actions: Record<string, unknown> = {}) {
  const states = new Set<string>()
  const transitions = new Set<string>()
  const { pending, machine: deferredMachine } = deferActors(machine.provide({ actions } as never) as AnyStateMachine)
  const record = (event: InspectionEvent) => {
    if (event.type !== "@xstate.microstep") return
    // A transition taken leaves its source, which was therefore entered (a transient initial state shows
    // up in no settled snapshot).
    for (const transition of event._transitions) {
      transitions.add(transitionKey(transition))
      states.add(transition.source.id)
    }
    for (const node of (event.snapshot as unknown as { _nodes: Array<{ id: string }> })._nodes) states.add(node.id)
  }
  const actor = createActor(deferredMachine, { input, inspect: record } as never)
  actor.start()
  for (const node of (actor.getSnapshot() as unknown as { _nodes: Array<{ id: string }> })._nodes) states.add(node.id)

  async function deliver(event: EventObject): Promise<void> {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
    if (done || failed) {
      const id = (done ?? failed)![1]!
      const deferred = pending.get(id)
      if (!deferred) throw new Error(`No running actor ${id}`)
      pending.delete(id)
      if (done) deferred.resolve((event as { output?: unknown }).output)
      else deferred.reject((event as { error?: unknown }).error)
      await flush()
    } else if (event.type.startsWith("xstate.after.")) {
      await vi.advanceTimersByTimeAsync(delayOf(machine, event.type))
    } else if (event.type !== "xstate.init") {
      actor.send(event)
      await flush()
    }
    for (const node of (actor.getSnapshot() as unknown as { _nodes: Array<{ id: string }> })._nodes) states.add(node.id)
  }

  return { actor, pending, deliver, states, transitions }
}
