import { useState, type FormEvent } from "react"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import { useIdentity } from "../identity-context"
import { emailProblem, nameProblem, passwordProblem } from "../identity-rules"
import type { SignInResult } from "../types"
import { EmailCodeStep } from "./email-code-step"
import { errorText, Field } from "./form-parts"

type Errors = { email?: string; password?: string; firstName?: string; lastName?: string; form?: string }

/**
 * The local sign-up form, with the backend's rules checked first (email, names, password strength and breach list),
 * then the code mailed to the address: no account signs in before its address is proven.
 */
export function LocalSignUp({ onSignedUp, initialEmail = "" }: { onSignedUp?: () => void; initialEmail?: string }) {
  const identity = useIdentity()
  const tr = useText()
  const locale = useLocale()
  const [values, setValues] = useState({ email: initialEmail, password: "", firstName: "", lastName: "" })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [verifying, setVerifying] = useState(false)

  function after(result: SignInResult) {
    if (result.status === "needs_email_verification") setVerifying(true)
    else onSignedUp?.()
  }
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const inputs = [values.email, values.firstName, values.lastName]
      const problems = {
        email: emailProblem(values.email),
        firstName: nameProblem(values.firstName),
        lastName: nameProblem(values.lastName),
        password: await passwordProblem(values.password, inputs),
      }
      const next: Errors = Object.fromEntries(
        Object.entries(problems)
          .filter(([, problem]) => problem)
          .map(([field, problem]) => [field, tr(`identity.errors.${problem!}`)])
      )
      setErrors(next)
      if (Object.keys(next).length) return
      after(await identity.signUp({ email: values.email.trim(), password: values.password, firstName: values.firstName.trim(), lastName: values.lastName.trim() }))
    } catch (err) {
      setErrors({ form: errorText(tr, locale, err) })
    } finally {
      setBusy(false)
    }
  }

  if (verifying) return <EmailCodeStep email={values.email.trim()} onResult={after} />
  return (
    <form className="identity-form" onSubmit={submit} noValidate>
      <Field label={tr("identity.email")} type="email" value={values.email} onChange={set("email")} autoComplete="email" error={errors.email} />
      <Field label={tr("identity.password")} type="password" value={values.password} onChange={set("password")} autoComplete="new-password" error={errors.password} />
      <Field label={tr("identity.firstName")} value={values.firstName} onChange={set("firstName")} autoComplete="given-name" error={errors.firstName} />
      <Field label={tr("identity.lastName")} value={values.lastName} onChange={set("lastName")} autoComplete="family-name" error={errors.lastName} />
      {errors.form && <p role="alert">{errors.form}</p>}
      <button type="submit" disabled={busy}>
        {busy ? tr("identity.signingUp") : tr("identity.signUp")}
      </button>
    </form>
  )
}
