import { useId, useState, type FormEvent } from "react"
import { ErrorNotice } from "../../ui/error-notice"
import { useUiText } from "../../i18n/ui-text"
import { errorKind } from "../../ui/friendly-error"
import { TextField } from "../../ui/text-field"

/** Delete account: enabled only once the confirmation phrase is typed exactly. */
export function DeleteAccount({ onDelete }: { onDelete: () => Promise<void> }) {
  const text = useUiText()
  const t = text.account
  const id = useId()
  const [typed, setTyped] = useState("")
  const [state, setState] = useState<{ kind: "idle" | "deleting" } | { kind: "failed"; error: unknown }>({ kind: "idle" })
  const matches = typed.trim() === t.deletePhrase

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
      <h2 id={`${id}-title`}>{t.deleteTitle}</h2>
      <p>{t.deleteWarning}</p>
      <form className="form" onSubmit={submit}>
        <TextField label={t.deletePrompt(t.deletePhrase)} value={typed} onChange={setTyped} autoComplete="off" />
        <button type="submit" className="button danger" disabled={!matches || state.kind === "deleting"}>
          {state.kind === "deleting" ? t.deleting : t.deleteSubmit}
        </button>
      </form>
      {state.kind === "failed" ? <ErrorNotice message={errorKind(state.error) === "conflict" ? t.deleteOwnerConflict : undefined} error={state.error} /> : null}
    </section>
  )
}
