type Listener = () => void

const listeners = new Set<Listener>()

/**
 * Calls `listener` whenever the backend answers 401: the session the page relies on is gone (signed out in another
 * tab, expired, or replaced). Answers a function that stops listening.
 */
export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every listener that the backend refused the session. */
export function reportSessionRejected(): void {
  for (const listener of listeners) listener()
}
