import { waitFor, type AnyActorRef, type SnapshotFrom } from "xstate"

/**
 * Sends an event to an actor and resolves once it settles (`settled(snapshot)`), rejecting when
 * `failed(snapshot)` holds then. Bridges the machines' events to the views' promise callbacks.
 */
export async function sendAndSettle<TActor extends AnyActorRef>(
  actor: TActor,
  event: Parameters<TActor["send"]>[0],
  settled: (snapshot: SnapshotFrom<TActor>) => boolean,
  failed: (snapshot: SnapshotFrom<TActor>) => unknown
): Promise<void> {
  actor.send(event)
  const snapshot = await waitFor(actor, settled)
  const failure = failed(snapshot)
  if (failure) throw typeof failure === "object" ? failure : { message: String(failure) }
}
