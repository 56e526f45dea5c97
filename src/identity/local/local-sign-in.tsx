import { useState, type FormEvent } from "react"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import { useIdentity } from "../identity-context"
import { emailProblem } from "../identity-rules"
import type { SignInResult } from "../types"
import { EmailCodeStep } from "./email-code-step"
import { errorText, Field } from "./form-parts"

/**
 * The local sign-in form: email and password, then the code mailed to the address when it is not proven yet, then
 * (when two-step verification is on) a code from an authenticator app, an SMS or a backup code. Works with any
 * {@link useIdentity} provider.
 */
export function LocalSignIn({ onSignedIn, initialEmail = "" }: { onSignedIn?: () => void; initialEmail?: string }) {
  const identity = useIdentity()
  const tr = useText()
  const locale = useLocale()
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState("")
  const [code, setCode] = useState("")
  const [step, setStep] = useState<"password" | "email_code" | "second_factor">("password")
  const [errors, setErrors] = useState<{ email?: string; password?: string; code?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)

  function after(result: SignInResult) {
    if (result.status === "needs_second_factor") setStep("second_factor")
    else if (result.status === "needs_email_verification") setStep("email_code")
    else onSignedIn?.()
  }

  async function run(action: () => Promise<SignInResult>) {
    setBusy(true)
    try {
      after(await action())
    } catch (err) {
      setErrors({ form: errorText(tr, locale, err) })
    } finally {
      setBusy(false)
    }
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault()
    const next = {
      email: emailProblem(email) && tr("identity.errors.emailInvalid"),
      password: password ? undefined : tr("identity.errors.passwordRequired"),
    }
    setErrors(next)
    if (next.email || next.password) return
    void run(() => identity.signIn({ email: email.trim(), password }))
  }

  function submitCode(event: FormEvent) {
    event.preventDefault()
    if (!code.trim()) return setErrors({ code: tr("identity.errors.invalidCode") })
    setErrors({})
    void run(() => identity.secondFactor(code.trim()))
  }

  if (step === "email_code") return <EmailCodeStep email={email.trim()} onResult={after} />
  if (step === "second_factor") {
    return (
      <form className="identity-form" onSubmit={submitCode} noValidate>
        <h2>{tr("identity.secondFactorTitle")}</h2>
        <p>{tr("identity.secondFactorHint")}</p>
        <Field label={tr("identity.code")} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" error={errors.code} />
        {errors.form && <p role="alert">{errors.form}</p>}
        <button type="submit" disabled={busy}>
          {tr("identity.verify")}
        </button>
      </form>
    )
  }

  return (
    <form className="identity-form" onSubmit={submitPassword} noValidate>
      <Field label={tr("identity.email")} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" error={errors.email} />
      <Field label={tr("identity.password")} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" error={errors.password} />
      {errors.form && <p role="alert">{errors.form}</p>}
      <button type="submit" disabled={busy}>
        {busy ? tr("identity.signingIn") : tr("identity.signIn")}
      </button>
    </form>
  )
}
