import { useState, type FormEvent } from "react"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import { useIdentity } from "../identity-context"
import { IdentityError, type SignInResult } from "../types"
import { errorText, Field } from "./form-parts"

/** A sign-up code: exactly 6 digits (spaces typed or pasted around them are ignored). */
const EMAIL_CODE = /^\d{6}$/

/**
 * The step after a local sign-up (or a sign-in before the address was proven): the 6-digit code mailed to the
 * address, with "send a new code". `onResult` gets the provider's answer (complete, or a second factor next).
 */
export function EmailCodeStep({ email, onResult }: { email?: string; onResult: (result: SignInResult) => void }) {
  const identity = useIdentity()
  const tr = useText()
  const locale = useLocale()
  const [code, setCode] = useState("")
  const [errors, setErrors] = useState<{ code?: string; form?: string }>({})
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const typed = code.replace(/\s/g, "")
    if (!EMAIL_CODE.test(typed)) return setErrors({ code: tr("identity.verifyEmail.codeFormat") })
    setErrors({})
    setBusy(true)
    try {
      onResult(await identity.verifyEmail!(typed))
    } catch (err) {
      if (err instanceof IdentityError && err.code === "invalid_code") setErrors({ code: tr("identity.verifyEmail.invalid") })
      else setErrors({ form: errorText(tr, locale, err) })
    } finally {
      setBusy(false)
    }
  }

  async function sendAgain() {
    setBusy(true)
    setSent(false)
    try {
      await identity.resendEmailCode!()
      setErrors({})
      setSent(true)
    } catch (err) {
      setErrors({ form: errorText(tr, locale, err) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="identity-form" onSubmit={submit} noValidate>
      <h2>{tr("identity.verifyEmail.title")}</h2>
      <p>{email ? tr("identity.verifyEmail.hint", { email }) : tr("identity.verifyEmail.hintNoEmail")}</p>
      <Field
        label={tr("identity.verifyEmail.code")}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        error={errors.code}
      />
      {errors.form && <p role="alert">{errors.form}</p>}
      {sent && <p role="status">{tr("identity.verifyEmail.sent")}</p>}
      <button type="submit" disabled={busy}>
        {tr("identity.verifyEmail.submit")}
      </button>
      <button type="button" className="link" onClick={() => void sendAgain()} disabled={busy}>
        {tr("identity.verifyEmail.sendAgain")}
      </button>
    </form>
  )
}
