import { useText } from "../i18n/text"
import { ErrorNotice } from "./error-notice"
import type { ActionState } from "./use-action"

/** Live region announcing an action's progress, success message, or friendly failure. */
export function ActionStatus({ state, doneMessage }: { state: ActionState; doneMessage?: string }) {
  const text = useText()
  return (
    <>
      <p role="status" aria-live="polite" className="muted action-status">
        {state.kind === "running" ? text("common.saving") : state.kind === "done" ? (doneMessage ?? text("clinic.done")) : ""}
      </p>
      <ErrorNotice error={state.kind === "failed" ? state.error : null} />
    </>
  )
}
