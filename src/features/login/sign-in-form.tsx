import { useState, type FormEvent } from "react"
import { useUiText } from "../../i18n/ui-text"
import { friendlyError } from "../../ui/friendly-error"
import { TextField } from "../../ui/text-field"

/** Email and password form; stands in for the identity provider's sign-in widget. */
export function SignInForm({ onSignIn }: { onSignIn: (email: string, password: string) => Promise<void> }) {
  const text = useUiText()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await onSignIn(email.trim(), password)
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="form card" onSubmit={submit} aria-label={text.login.title}>
      <TextField label={text.login.email} type="email" value={email} onChange={setEmail} autoComplete="email" required />
      <TextField label={text.login.password} type="password" value={password} onChange={setPassword} autoComplete="current-password" required />
      <button type="submit" className="button primary" disabled={busy}>
        {text.login.submit}
      </button>
      {error ? (
        <p className="notice error" role="alert">
          {friendlyError(text, error)}
        </p>
      ) : null}
    </form>
  )
}
