import type { InspectionEvent } from "xstate"

type Observer = { next?: (event: InspectionEvent) => void }
let observer: Observer | null = null
let hub: ((event: InspectionEvent) => void) | null = null

/** True when the Stately inspector was asked for: `?inspect` in the URL or `VITE_INSPECT=true`. */
export function inspectorRequested(search: string, flag: string | undefined): boolean {
  return new URLSearchParams(search).has("inspect") || flag === "true"
}

/**
 * In development only: feeds the local inspector (/dev/inspector, src/dev/inspection-hub.ts: no network) and, with
 * `?inspect` or `VITE_INSPECT=true`, the Stately inspector (stately.ai, online). The imports are dynamic and behind
 * `import.meta.env.DEV`, so production bundles contain no inspector code.
 */
export async function startInspector(): Promise<void> {
  if (!import.meta.env.DEV) return
  const { startInspectionHub } = await import("../dev/inspection-hub")
  hub = startInspectionHub()
  if (!inspectorRequested(window.location.search, import.meta.env.VITE_INSPECT)) return
  const { createBrowserInspector } = await import("@statelyai/inspect")
  observer = createBrowserInspector().inspect
}

/** The `inspect` option of every actor the storefront starts: forwards to the inspectors once started, otherwise nothing. */
export function inspect(event: InspectionEvent): void {
  hub?.(event)
  observer?.next?.(event)
}
