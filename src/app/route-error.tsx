import { Link, useRouteError } from "react-router-dom"
import { useText } from "../i18n/text"

/**
 * Whether a route's code failed to load: after a deploy the chunk names of an open page no longer exist
 * (Chromium, Firefox and Safari each word the failed dynamic import differently).
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError/i.test(message)
}

/**
 * A route's `errorElement`: a page whose code could not be loaded offers a reload (which fetches the current
 * version); any other failure says so, with a reload and a way back to the start page. Never React Router's raw page.
 */
export function RouteError() {
  const error = useRouteError()
  const text = useText()
  const chunk = isChunkLoadError(error)
  return (
    <section className="page narrow" role="alert">
      <h1>{chunk ? text("routeError.chunkTitle") : text("routeError.title")}</h1>
      <p>{chunk ? text("routeError.chunkText") : text("routeError.text")}</p>
      <div className="actions">
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          {text("routeError.reload")}
        </button>
        <Link to="/" reloadDocument className="button secondary">
          {text("routeError.home")}
        </Link>
      </div>
    </section>
  )
}
