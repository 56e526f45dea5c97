import { useState, type FormEvent } from "react"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import { useIdentity } from "../identity-context"
import { emailProblem } from "../identity-rules"
import { errorText, Field } from "./form-parts"
import type { LocalIdentity } from "./local-identity"

/** Asks the local provider to mail a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ initialEmail = "" }: { initialEmail?: string }) {
  const identity = useIdentity() as LocalIdentity
  const tr = useText()
  const locale = useLocale()
  const [email, setEmail] = useState(initialEmail)
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({})
  const [requested, setRequested] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (emailProblem(email)) return setErrors({ email: tr("identity.errors.emailInvalid") })
    setErrors({})
    setBusy(true)
    try {
      await identity.requestPasswordReset(email.trim())
      setRequested(email.trim())
    } catch (err) {
      setErrors({ form: errorText(tr, locale, err) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="identity-form" onSubmit={submit} noValidate>
      <p>{tr("identity.passwordReset.requestHint")}</p>
      <Field label={tr("identity.email")} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      {errors.form && <p role="alert">{errors.form}</p>}
      <button type="submit" disabled={busy}>
        {tr("identity.passwordReset.requestSubmit")}
      </button>
      {requested && <p role="status">{tr("identity.passwordReset.requested", { email: requested })}</p>}
    </form>
  )
}
