import { useState, type FormEvent } from "react"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import { passwordProblem } from "../identity-rules"
import { IdentityError } from "../types"
import { errorText, Field } from "./form-parts"
import type { ProfileSectionProps } from "./profile-section"

type Errors = { current?: string; password?: string; form?: string }

/** Changes the password: the current one is required, the new one follows the sign-up rules; other devices are signed out. */
export function ChangePassword({ user, identity }: Omit<ProfileSectionProps, "onChange">) {
  const tr = useText()
  const locale = useLocale()
  const [values, setValues] = useState({ current: "", password: "" })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setDone(false)
    const problem = values.password ? await passwordProblem(values.password, [user.email, user.first_name ?? "", user.last_name ?? ""]) : "passwordRequired"
    const next: Errors = {
      current: values.current ? undefined : tr("identity.errors.passwordRequired"),
      password: problem && tr(`identity.errors.${problem}`),
    }
    setErrors(next)
    if (next.current || next.password) return
    setBusy(true)
    try {
      await identity.changePassword(values.current, values.password)
      setValues({ current: "", password: "" })
      setDone(true)
    } catch (err) {
      if (err instanceof IdentityError && err.field === "current_password") setErrors({ current: tr("identity.passwordChange.currentWrong") })
      else setErrors({ form: errorText(tr, locale, err) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="identity-form" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title">{tr("identity.passwordChange.title")}</h3>
      <Field
        label={tr("identity.passwordChange.current")}
        type="password"
        autoComplete="current-password"
        value={values.current}
        onChange={(e) => setValues((v) => ({ ...v, current: e.target.value }))}
        error={errors.current}
      />
      <Field
        label={tr("identity.passwordChange.newPassword")}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={errors.password}
      />
      {errors.form && <p role="alert">{errors.form}</p>}
      <button type="submit" disabled={busy}>
        {busy ? tr("identity.passwordChange.saving") : tr("identity.passwordChange.submit")}
      </button>
      {done && <p role="status">{tr("identity.passwordChange.done")}</p>}
    </form>
  )
}
