import { useId, useState, type FormEvent } from "react"
import { ErrorNotice } from "../../ui/error-notice"
import { useText } from "../../i18n/text"
import { errorKind } from "../../ui/friendly-error"
import { TextField } from "../../ui/text-field"

/** Delete account: enabled only once the confirmation phrase is typed exactly. */
export function DeleteAccount({ onDelete }: { onDelete: () => Promise<void> }) {
  const text = useText()
  const id = useId()
  const [typed, setTyped] = useState("")
  const [state, setState] = useState<{ kind: "idle" | "deleting" } | { kind: "failed"; error: unknown }>({ kind: "idle" })
  const matches = typed.trim() === text("account.deletePhrase")

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!matches) return
    setState({ kind: "deleting" })
    try {
      await onDelete()
      setState({ kind: "idle" })
    } catch (error) {
      setState({ kind: "failed", error })
    }
  }

  return (
    <section className="card danger-zone" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text("account.deleteTitle")}</h2>
      <p>{text("account.deleteWarning")}</p>
      <form className="form" onSubmit={submit}>
        <TextField label={text("account.deletePrompt", { phrase: text("account.deletePhrase") })} value={typed} onChange={setTyped} autoComplete="off" />
        <button type="submit" className="button danger" disabled={!matches || state.kind === "deleting"}>
          {state.kind === "deleting" ? text("account.deleting") : text("account.deleteSubmit")}
        </button>
      </form>
      {state.kind === "failed" ? <ErrorNotice message={errorKind(state.error) === "conflict" ? text("account.deleteOwnerConflict") : undefined} error={state.error} /> : null}
    </section>
  )
}
