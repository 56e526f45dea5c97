import { useState, type FormEvent } from "react"
import { useT } from "../../i18n/messages"
import { DELETE_CONFIRMATION_PHRASE } from "../identity-rules"
import { errorKey, Field } from "./form-parts"
import type { LocalIdentity } from "./local-identity"

/** Deletes the identity once the user has typed the confirmation phrase exactly. */
export function DeleteAccount({ identity, onDeleted }: { identity: LocalIdentity; onDeleted?: () => void }) {
  const tr = useT()
  const [confirmation, setConfirmation] = useState("")
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (confirmation !== DELETE_CONFIRMATION_PHRASE) return setError(tr("identity.errors.confirmationMismatch"))
    try {
      await identity.client("DELETE", "/me", { confirmation })
      await identity.refresh()
      onDeleted?.()
    } catch (err) {
      setError(tr(errorKey(err)))
    }
  }

  return (
    <form className="delete-account" onSubmit={submit} noValidate>
      <h3>{tr("identity.profile.deleteTitle")}</h3>
      <p>{tr("identity.profile.deleteHint", { phrase: `"${DELETE_CONFIRMATION_PHRASE}"` })}</p>
      <Field label={tr("identity.profile.deleteConfirm")} value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoComplete="off" error={error} />
      <button type="submit" disabled={confirmation !== DELETE_CONFIRMATION_PHRASE}>
        {tr("identity.profile.deleteButton")}
      </button>
    </form>
  )
}
