import { fromCallback, type AnyActorRef, type EventObject } from "xstate"

/** Input of `followSnapshots`: the actor to follow and the event type its snapshots are sent back as. */
export interface FollowInput {
  actor: AnyActorRef
  type: string
}

/**
 * Sends every snapshot of another actor to the parent as `{ type, snapshot }`: how one actor of the system follows
 * another without anything outside the system copying state between them.
 */
export const followSnapshots = fromCallback<EventObject, FollowInput>(({ input, sendBack }) => {
  const subscription = input.actor.subscribe((snapshot: unknown) => sendBack({ type: input.type, snapshot }))
  return () => subscription.unsubscribe()
})
