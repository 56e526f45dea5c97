import { useEffect, useMemo, useReducer, useState } from "react"
import { INSPECTOR_CHANNEL, type InspectorMessage } from "./inspection-hub"
import { applyMessage, childrenOf, emptyFeed, type LiveActor, type LivePage } from "./inspector-feed"
import { machineCatalogue } from "./machine-catalogue"
import { activeStateIds, diagramOf, svgOf } from "./machine-diagram"
import "./inspector.css"

/*
 * /dev/inspector, in development only (the route and this chunk are absent from production builds). A developer
 * page, so in English only: it is never shown to a customer. It draws every machine from its definition, lists the
 * live actors of every store tab of this origin as a tree with their current state, and logs their events, all fed
 * by XState's inspect API over a BroadcastChannel (src/dev/inspection-hub.ts): it works offline.
 */

const time = (at: number) => new Date(at).toISOString().slice(11, 23)

function ActorTree({ page, parentId, selected, onSelect }: { page: LivePage; parentId: string | null; selected: string | null; onSelect: (id: string) => void }) {
  const actors = childrenOf(page, parentId)
  if (actors.length === 0) return null
  return (
    <ul className="inspector-tree">
      {actors.map((actor) => (
        <li key={actor.id} data-actor={actor.name} data-status={actor.status}>
          <button type="button" aria-pressed={selected === actor.id} onClick={() => onSelect(actor.id)}>
            {actor.name}
          </button>{" "}
          {actor.machineId ? <span className="inspector-machine">machine {actor.machineId}</span> : null}{" "}
          <span className="inspector-state" data-testid="state">
            {actor.history[actor.history.length - 1] ?? actor.status}
          </span>
          {actor.history.length > 1 ? <span className="inspector-history" data-testid="history"> (was {actor.history.slice(0, -1).join(" → ")})</span> : null}
          <ActorTree page={page} parentId={actor.id} selected={selected} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  )
}

/** The actor whose states a machine's diagram highlights: the selected one if it runs it, else the last live one. */
function shownActor(pages: LivePage[], machineId: string, selected: string | null): LiveActor | undefined {
  const runs = pages.flatMap((page) => Object.values(page.actors)).filter((actor) => actor.machineId === machineId && actor.status === "active")
  return runs.find((actor) => actor.id === selected) ?? runs[runs.length - 1]
}

export function InspectorPage() {
  const [feed, dispatch] = useReducer(applyMessage, emptyFeed)
  const [selected, setSelected] = useState<string | null>(null)
  const diagrams = useMemo(() => machineCatalogue.map(({ machine, file }) => ({ id: machine.id, file, diagram: diagramOf(machine) })), [])

  useEffect(() => {
    document.title = "Machine inspector"
    const channel = new BroadcastChannel(INSPECTOR_CHANNEL)
    channel.addEventListener("message", (event: MessageEvent<InspectorMessage>) => dispatch(event.data))
    // Pages already open answer with what they hold.
    channel.postMessage({ kind: "hello" } satisfies InspectorMessage)
    return () => channel.close()
  }, [])

  const pages = Object.values(feed.pages).filter((page) => Object.keys(page.actors).length > 0)
  return (
    <main className="inspector">
      <h1>Machine inspector</h1>
      <p>
        Live actors of every store tab open in this browser, fed by XState&apos;s inspect API; nothing leaves the browser. Open the store in another tab and use
        it. The Stately inspector (online) opens with <a href="/?inspect">?inspect</a> on any store page.
      </p>
      <section aria-labelledby="inspector-actors">
        <h2 id="inspector-actors">Live actors</h2>
        {pages.length === 0 ? <p>No store tab is open yet.</p> : null}
        {pages.map((page) => (
          <section key={page.source} className="inspector-page" aria-label={`Tab at ${page.page}`}>
            <h3>
              Tab at <code>{page.page}</code>
            </h3>
            <ActorTree page={page} parentId={null} selected={selected} onSelect={setSelected} />
          </section>
        ))}
      </section>
      <section aria-labelledby="inspector-events">
        <h2 id="inspector-events">Event log</h2>
        <div className="inspector-log">
          <table>
            <caption>The last events the actors received, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Actor</th>
                <th scope="col">Event</th>
              </tr>
            </thead>
            <tbody>
              {feed.events
                .slice(-100)
                .reverse()
                .map((event, index) => (
                  <tr key={`${event.source}-${event.at}-${index}`} data-actor={event.actorName}>
                    <td>{time(event.at)}</td>
                    <td>{event.actorName}</td>
                    <td>{event.type}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="inspector-machines">
        <h2 id="inspector-machines">Machines</h2>
        {diagrams.map(({ id, file, diagram }) => {
          const actor = shownActor(pages, id, selected)
          const active = new Set(actor ? activeStateIds(actor.value) : [])
          return (
            <figure key={id} className="inspector-diagram" data-machine={id}>
              <figcaption>
                <strong>{id}</strong> <code>{file}</code> {actor ? `: actor ${actor.name} in ${actor.history[actor.history.length - 1] ?? ""}` : ": no live actor"}
              </figcaption>
              {/* The SVG is generated from the machine definitions (escaped), not from anything a person typed. */}
              <div dangerouslySetInnerHTML={{ __html: svgOf(diagram, active) }} />
            </figure>
          )
        })}
      </section>
    </main>
  )
}
