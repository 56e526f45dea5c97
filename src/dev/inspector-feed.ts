import { activeStateIds } from "./machine-diagram"
import type { InspectedActor, InspectedEvent, InspectorMessage } from "./inspection-hub"

/** An actor with the last states it was in (oldest first). */
export interface LiveActor extends InspectedActor {
  history: string[]
}

/** One browser page of the store that reports to the inspector. */
export interface LivePage {
  source: string
  page: string
  actors: Record<string, LiveActor>
}

/** Everything the inspector page knows: the live pages and the events they told, newest last. */
export interface InspectorFeed {
  pages: Record<string, LivePage>
  events: Array<InspectedEvent & { source: string }>
}

const KEPT_STATES = 8
const KEPT_EVENTS = 300

export const emptyFeed: InspectorFeed = { pages: {}, events: [] }

/** A state value as text: its innermost states, "checkout.details" for nested ones, joined for parallel ones. */
export function stateText(value: unknown): string {
  const ids = activeStateIds(value)
  const leaves = ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)))
  return leaves.join(", ")
}

function withActor(page: LivePage, actor: InspectedActor): LivePage {
  const previous = page.actors[actor.id]?.history ?? []
  const state = actor.status === "active" ? stateText(actor.value) : actor.status
  // A state that stays (the same value again, or none yet) adds nothing to the history.
  const history = state && previous[previous.length - 1] !== state ? [...previous, state].slice(-KEPT_STATES) : previous
  return { ...page, actors: { ...page.actors, [actor.id]: { ...actor, history } } }
}

function pageOf(feed: InspectorFeed, source: string, page: string): LivePage {
  return { ...(feed.pages[source] ?? { source, actors: {} }), page }
}

/** The feed after one message of the channel. */
export function applyMessage(feed: InspectorFeed, message: InspectorMessage): InspectorFeed {
  if (message.kind === "hello") return feed
  if (message.kind === "gone") {
    const { [message.source]: _gone, ...pages } = feed.pages
    return { ...feed, pages }
  }
  const page = pageOf(feed, message.source, message.page)
  if (message.kind === "actor") return { ...feed, pages: { ...feed.pages, [message.source]: withActor(page, message.actor) } }
  if (message.kind === "event") return { ...feed, pages: { ...feed.pages, [message.source]: page }, events: [...feed.events, { ...message.event, source: message.source }].slice(-KEPT_EVENTS) }
  const known = new Set(feed.events.filter((event) => event.source === message.source).map((event) => `${event.at}|${event.actorId}|${event.type}`))
  const told = message.events.filter((event) => !known.has(`${event.at}|${event.actorId}|${event.type}`)).map((event) => ({ ...event, source: message.source }))
  const events = [...feed.events, ...told].sort((a, b) => a.at - b.at).slice(-KEPT_EVENTS)
  return { pages: { ...feed.pages, [message.source]: message.actors.reduce(withActor, page) }, events }
}

/** The actors of a page whose parent is `parentId` (null: the page's roots). */
export function childrenOf(page: LivePage, parentId: string | null): LiveActor[] {
  const all = Object.values(page.actors)
  return all.filter((actor) => (parentId === null ? actor.parentId === null || !page.actors[actor.parentId] : actor.parentId === parentId))
}
