import { useReducer, useState, type FormEvent } from "react"
import { useText } from "../../i18n/text"
import { phoneProblem } from "../identity-rules"
import { errorKey, Field } from "./form-parts"
import type { IdpUser } from "./local-identity"
import type { ProfileSectionProps } from "./profile-section"
import { twoStepFlow, visibleFlow, type TotpEnrolment } from "./two-step-flow"

type Enrolled = { user: IdpUser; backup_codes?: string[] }

/**
 * Two-step verification: enrol an authenticator app (TOTP: a QR code beside the text key) or SMS codes, turn them
 * off, new backup codes (shown until the person says they saved them). The status is the user /idp answered
 * (every change hands its answer to `onChange`); this component keeps only the step in progress (two-step-flow.ts).
 */
export function TwoStepSettings({ user, identity, onChange }: ProfileSectionProps) {
  const tr = useText()
  const [flow, dispatch] = useReducer(twoStepFlow, {})
  const { enrolment, smsSent, backupCodes } = visibleFlow(flow, user)
  const [phone, setPhone] = useState("")
  const [code, setCode] = useState("")
  const [error, setError] = useState<string>()

  async function call(action: () => Promise<void>) {
    setError(undefined)
    try {
      await action()
    } catch (err) {
      setError(tr(errorKey(err)))
    }
  }

  const finish = (answer: Enrolled) => {
    onChange(answer.user)
    dispatch({ type: "enrolled", backupCodes: answer.backup_codes })
    setCode("")
  }

  const startTotp = () =>
    call(async () => dispatch({ type: "totp-started", enrolment: await identity.client<TotpEnrolment>("POST", "/two-factor/totp", {}) }))
  const sendSms = (event: FormEvent) => {
    event.preventDefault()
    if (phoneProblem(phone)) return setError(tr("identity.errors.phoneInvalid"))
    void call(async () => {
      await identity.client("POST", "/two-factor/sms", { phone: phone.trim() })
      dispatch({ type: "sms-sent" })
    })
  }
  const verify = (event: FormEvent) => {
    event.preventDefault()
    const path = enrolment ? "/two-factor/totp" : "/two-factor/sms"
    void call(async () => finish(await identity.client<Enrolled>("POST", path, { code: code.trim() })))
  }
  const turnOff = (path: string) =>
    call(async () => {
      onChange((await identity.client<{ user: IdpUser }>("DELETE", path)).user)
      dispatch({ type: "turned-off" })
    })
  // New codes replace the old ones: the adapter reads the user (codes remaining) again so every reader agrees.
  const newBackupCodes = () =>
    call(async () => {
      const { backup_codes } = await identity.client<{ backup_codes: string[] }>("POST", "/two-factor/backup-codes")
      dispatch({ type: "codes-renewed", backupCodes: backup_codes })
      await identity.refresh()
    })

  return (
    <div className="two-step">
      <h3>{tr("identity.profile.twoStepTitle")}</h3>
      <p>{user.two_factor_enabled ? tr("identity.profile.twoStepOn") : tr("identity.profile.twoStepOff")}</p>
      {user.totp_enabled ? (
        <button type="button" onClick={() => turnOff("/two-factor/totp")}>{tr("identity.profile.totpOff")}</button>
      ) : (
        <button type="button" onClick={startTotp}>{tr("identity.profile.totpStart")}</button>
      )}
      {enrolment && (
        <div className="totp-enrolment">
          <img src={enrolment.qr_code} alt={tr("identity.twoStep.qrAlt")} width={180} height={180} />
          <p>{tr("identity.profile.totpSecret", { secret: enrolment.secret })}</p>
        </div>
      )}
      {user.sms_phone ? (
        <button type="button" onClick={() => turnOff("/two-factor/sms")}>{tr("identity.profile.smsOff")}</button>
      ) : (
        <form onSubmit={sendSms} noValidate>
          <Field label={tr("identity.profile.phone")} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="tel" />
          <button type="submit">{tr("identity.profile.smsSend")}</button>
        </form>
      )}
      {smsSent && <p role="status">{tr("identity.profile.smsSent")}</p>}
      {(enrolment || smsSent) && (
        <form onSubmit={verify} noValidate>
          <Field label={tr("identity.code")} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" />
          <button type="submit">{tr("identity.verify")}</button>
        </form>
      )}
      {user.two_factor_enabled && <button type="button" onClick={newBackupCodes}>{tr("identity.profile.backupCodesNew")}</button>}
      {backupCodes && (
        <div>
          <h4>{tr("identity.profile.backupCodes")}</h4>
          <p>{tr("identity.profile.backupCodesHint")}</p>
          <ul>{backupCodes.map((c) => <li key={c}><code>{c}</code></li>)}</ul>
          <button type="button" onClick={() => dispatch({ type: "codes-saved" })}>{tr("identity.twoStep.backupCodesSaved")}</button>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  )
}
