import { Actor, type ActorRefLike, type InspectionEvent } from "xstate"

/**
 * The development inspector's feed. Every actor the storefront runs reports to XState's `inspect` option
 * (src/lib/inspector.ts); in development this hub keeps each actor of the page (its parent, system id, machine and
 * current state) and the last events, and tells them over a BroadcastChannel to /dev/inspector, open in another tab
 * of the same origin. Nothing leaves the browser: the channel is local to it.
 */

/** The channel the pages of one origin share with the inspector page. */
export const INSPECTOR_CHANNEL = "clinic-store-inspector"
/** How many events each page keeps for an inspector that opens later. */
const KEPT_EVENTS = 200

/** One live actor as the inspector shows it (plain data: it crosses the channel). */
export interface InspectedActor {
  id: string
  name: string
  parentId: string | null
  systemId: string | null
  /** The id of the machine it runs, or null for other logic (promises, callbacks). */
  machineId: string | null
  /** The machine's state value (a string, or an object for nested states). */
  value: unknown
  status: string
}

/** One event an actor received. */
export interface InspectedEvent {
  at: number
  actorId: string
  actorName: string
  type: string
}

/** What pages and the inspector say to each other over the channel. */
export type InspectorMessage =
  | { kind: "hello" }
  | { kind: "state"; source: string; page: string; actors: InspectedActor[]; events: InspectedEvent[] }
  | { kind: "actor"; source: string; page: string; actor: InspectedActor }
  | { kind: "event"; source: string; page: string; event: InspectedEvent }
  | { kind: "gone"; source: string }

/** The part of BroadcastChannel the hub uses (a fake in unit tests). */
export interface InspectorChannel {
  postMessage(message: InspectorMessage): void
  addEventListener(type: "message", listener: (event: MessageEvent<InspectorMessage>) => void): void
}

function machineIdOf(logic: unknown): string | null {
  // A state machine has a root state node; its id is the machine's.
  if (typeof logic === "object" && logic !== null && "root" in logic && "id" in logic && typeof logic.id === "string") return logic.id
  return null
}

function snapshotFields(snapshot: unknown): { value: unknown; status: string } {
  const fields = (typeof snapshot === "object" && snapshot !== null ? snapshot : {}) as { value?: unknown; status?: unknown }
  return { value: fields.value ?? null, status: typeof fields.status === "string" ? fields.status : "active" }
}

function describe(ref: ActorRefLike, snapshot: unknown): InspectedActor {
  const actor = ref instanceof Actor ? ref : null
  const machineId = machineIdOf(actor?.logic)
  // A root actor without a system id is named by its machine (its own id is only its session id, "x:0").
  const name = actor?.systemId ?? (actor?._parent ? actor.id : (machineId ?? actor?.id)) ?? ref.sessionId
  return {
    id: ref.sessionId,
    name,
    parentId: actor?._parent?.sessionId ?? null,
    systemId: actor?.systemId ?? null,
    machineId,
    ...snapshotFields(snapshot),
  }
}

/** The hub of one page: answers `inspect` with what it keeps and tells the inspector page each change. */
export function createInspectionHub(channel: InspectorChannel, source: string, page: () => string) {
  const actors = new Map<string, InspectedActor>()
  const events: InspectedEvent[] = []
  const post = (message: InspectorMessage) => channel.postMessage(message)
  const update = (actor: InspectedActor) => {
    actors.set(actor.id, actor)
    post({ kind: "actor", source, page: page(), actor })
  }
  channel.addEventListener("message", (message) => {
    if (message.data.kind === "hello") post({ kind: "state", source, page: page(), actors: [...actors.values()], events: [...events] })
  })
  return function inspect(event: InspectionEvent): void {
    // An actor is announced while it initialises (its snapshot cannot be read yet): its first snapshot follows.
    if (event.type === "@xstate.actor") update(describe(event.actorRef, null))
    else if (event.type === "@xstate.snapshot") update(describe(event.actorRef, event.snapshot))
    else if (event.type === "@xstate.event") {
      const target = actors.get(event.actorRef.sessionId)
      // An actor that processes events runs again (React's development double mount stops and restarts the root
      // actor; a machine whose state does not change reports no new snapshot).
      if (target?.status === "stopped" && event.actorRef.getSnapshot().status === "active") update({ ...target, status: "active" })
      const entry: InspectedEvent = { at: Date.now(), actorId: event.actorRef.sessionId, actorName: target?.name ?? event.actorRef.sessionId, type: event.event.type }
      events.push(entry)
      if (events.length > KEPT_EVENTS) events.shift()
      post({ kind: "event", source, page: page(), event: entry })
    }
  }
}

/** The hub of this browser page, on the inspector's BroadcastChannel. */
export function startInspectionHub(): (event: InspectionEvent) => void {
  const channel = new BroadcastChannel(INSPECTOR_CHANNEL)
  const source = crypto.randomUUID()
  // A page that is left (reloaded, navigated away, closed) leaves the inspector's tree.
  window.addEventListener("pagehide", () => channel.postMessage({ kind: "gone", source } satisfies InspectorMessage))
  return createInspectionHub(channel, source, () => window.location.pathname)
}
