import type { IdentitySnapshot } from "./types"

/** A tiny observable snapshot holder shared by the adapters (works with React's useSyncExternalStore). */
export type IdentityStore = {
  getSnapshot(): IdentitySnapshot
  subscribe(listener: () => void): () => void
  set(next: IdentitySnapshot): void
}

/** Creates a store starting at `initial` (default: loading). */
export function createIdentityStore(initial: IdentitySnapshot = { status: "loading", user: null }): IdentityStore {
  let snapshot = initial
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      if (next.status === snapshot.status && JSON.stringify(next.user) === JSON.stringify(snapshot.user)) return
      snapshot = next
      listeners.forEach((listener) => listener())
    },
  }
}
