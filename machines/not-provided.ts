import { fromPromise, type NonReducibleUnknown } from "xstate"

/**
 * A typed actor stub: machines declare their services with it and real services arrive through
 * `machine.provide({ actors })`. Running an unprovided stub rejects with "<name>: not provided".
 */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name}: not provided`)
  })
}

/** Turns anything thrown by a service into a message a machine can keep in its context. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === "object" && error !== null && "message" in error) return String((error as { message: unknown }).message)
  return String(error)
}

/** The output of a `xstate.done.actor.*` event (an invoke's input reads the event that entered its state). */
export function outputOf(event: { type: string }): unknown {
  if (!event.type.startsWith("xstate.done.actor.") || !("output" in event)) throw new Error(`Expected a done event, got ${event.type}`)
  return event.output
}

/** The error of a `xstate.error.actor.*` event (an action shared by several invokes reads it). */
export function errorOf(event: { type: string }): unknown {
  if (!event.type.startsWith("xstate.error.actor.") || !("error" in event)) throw new Error(`Expected an error event, got ${event.type}`)
  return event.error
}
