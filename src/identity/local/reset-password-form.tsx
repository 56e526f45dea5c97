import { useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import { useIdentity } from "../identity-context"
import { passwordProblem } from "../identity-rules"
import { IdentityError } from "../types"
import { errorText, Field } from "./form-parts"
import type { LocalIdentity } from "./local-identity"

/** Sets a new password with the token of the mailed reset link (single use, at most an hour old). */
export function ResetPasswordForm({ token }: { token: string }) {
  const identity = useIdentity() as LocalIdentity
  const tr = useText()
  const locale = useLocale()
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<{ password?: string; form?: string }>({})
  const [outcome, setOutcome] = useState<"done" | "invalid" | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = password ? await passwordProblem(password) : "passwordRequired"
    if (problem) return setErrors({ password: tr(`identity.errors.${problem}`) })
    setErrors({})
    setBusy(true)
    try {
      await identity.confirmPasswordReset(token, password)
      setOutcome("done")
    } catch (err) {
      if (err instanceof IdentityError && err.field === "token") setOutcome("invalid")
      else if (err instanceof IdentityError && err.field === "password") setErrors({ password: tr("identity.errors.passwordWeak") })
      else setErrors({ form: errorText(tr, locale, err) })
    } finally {
      setBusy(false)
    }
  }

  if (outcome === "done") {
    return (
      <div className="identity-form">
        <p role="status">{tr("identity.passwordReset.done")}</p>
        <Link to="/login">{tr("identity.passwordReset.backToSignIn")}</Link>
      </div>
    )
  }
  if (outcome === "invalid") {
    return (
      <div className="identity-form">
        <p role="alert">{tr("identity.passwordReset.invalidLink")}</p>
        <Link to="/forgot-password">{tr("identity.passwordReset.askAgain")}</Link>
      </div>
    )
  }
  return (
    <form className="identity-form" onSubmit={submit} noValidate>
      <Field
        label={tr("identity.passwordReset.newPassword")}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      {errors.form && <p role="alert">{errors.form}</p>}
      <button type="submit" disabled={busy}>
        {tr("identity.passwordReset.submit")}
      </button>
    </form>
  )
}
