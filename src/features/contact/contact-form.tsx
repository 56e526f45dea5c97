import { useState, type FormEvent } from "react"
import { ErrorNotice } from "../../ui/error-notice"
import { fieldError } from "../../ui/friendly-error"
import { useUiText } from "../../i18n/ui-text"
import { TextField } from "../../ui/text-field"

/** A contact form submission (`POST /store/contact/form`). */
export interface ContactFormValues {
  name: string
  email: string
  message: string
  subject?: string
  phone?: string
}

/** A plausible email address: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Errors = Partial<Record<"name" | "email" | "message", string>>
type SendState = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; error: unknown }

const empty = { name: "", email: "", message: "", subject: "", phone: "" }

/** The contact form: validates, shows sending, success and a friendly error; `onSubmit` sends it. */
export function ContactForm({ onSubmit, initialEmail = "" }: { onSubmit: (values: ContactFormValues) => Promise<void>; initialEmail?: string }) {
  const text = useUiText()
  const t = text.contact
  const [values, setValues] = useState({ ...empty, email: initialEmail })
  const [errors, setErrors] = useState<Errors>({})
  const [state, setState] = useState<SendState>({ kind: "idle" })
  const set = (key: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Errors = {}
    if (!values.name.trim()) found.name = t.nameRequired
    if (!EMAIL_PATTERN.test(values.email.trim())) found.email = t.emailInvalid
    if (!values.message.trim()) found.message = t.messageRequired
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setState({ kind: "sending" })
    try {
      await onSubmit({
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        ...(values.subject.trim() ? { subject: values.subject.trim() } : {}),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      })
      setState({ kind: "sent" })
      setValues({ ...empty, email: initialEmail })
    } catch (error) {
      setState({ kind: "failed", error })
    }
  }

  return (
    <form className="form card" onSubmit={submit} noValidate aria-label={t.title}>
      <TextField label={t.name} value={values.name} onChange={set("name")} error={errors.name} autoComplete="name" required />
      <TextField label={t.email} type="email" value={values.email} onChange={set("email")} error={errors.email} autoComplete="email" required />
      <TextField label={t.subject} value={values.subject} onChange={set("subject")} optional />
      <TextField label={t.phone} type="tel" value={values.phone} onChange={set("phone")} error={state.kind === "failed" ? fieldError(text, state.error, "phone") : undefined} autoComplete="tel" optional />
      <div className="field">
        <label htmlFor="contact-message">{t.message}</label>
        <textarea
          id="contact-message"
          rows={5}
          value={values.message}
          onChange={(event) => set("message")(event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "contact-message-error" : undefined}
          required
        />
        {errors.message ? (
          <p id="contact-message-error" className="field-error">
            {errors.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button primary" disabled={state.kind === "sending"}>
        {state.kind === "sending" ? t.sending : t.send}
      </button>
      <div aria-live="polite" role="status" className="form-status">
        {state.kind === "sent" ? <p className="notice success">{t.success}</p> : null}
      </div>
      <ErrorNotice error={state.kind === "failed" ? state.error : null} />
    </form>
  )
}
