import type { InspectionEvent } from "xstate"

type Observer = { next?: (event: InspectionEvent) => void }
let observer: Observer | null = null

/** True when the inspector was asked for: `?inspect` in the URL or `VITE_INSPECT=true`. */
export function inspectorRequested(search: string, flag: string | undefined): boolean {
  return new URLSearchParams(search).has("inspect") || flag === "true"
}

/**
 * Starts the Stately inspector in development only. The import is dynamic and behind
 * `import.meta.env.DEV`, so production bundles contain no inspector code.
 */
export async function startInspector(): Promise<void> {
  if (!import.meta.env.DEV) return
  if (!inspectorRequested(window.location.search, import.meta.env.VITE_INSPECT)) return
  const { createBrowserInspector } = await import("@statelyai/inspect")
  observer = createBrowserInspector().inspect
}

/** The `inspect` option of every `useActorRef`: forwards to the inspector once started, otherwise nothing. */
export function inspect(event: InspectionEvent): void {
  observer?.next?.(event)
}
