import { useCallback, useState } from "react"

/** Where a user-started action stands. */
export type ActionState = { kind: "idle" | "running" | "done" } | { kind: "failed"; error: unknown }

/** Runs one async action at a time and tracks its state (for busy buttons and live messages). */
export function useAction(): { state: ActionState; run: (action: () => Promise<unknown>) => Promise<void> } {
  const [state, setState] = useState<ActionState>({ kind: "idle" })
  const run = useCallback(async (action: () => Promise<unknown>) => {
    setState({ kind: "running" })
    try {
      await action()
      setState({ kind: "done" })
    } catch (error) {
      setState({ kind: "failed", error })
    }
  }, [])
  return { state, run }
}
