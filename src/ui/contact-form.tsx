import { contactBody, type ContactBody } from "@clinic-store/contract"
import { useState } from "react"
import { ErrorNotice } from "./error-notice"
import { useText } from "../i18n/text"
import { TextField } from "./text-field"
import { useContractForm } from "./use-contract-form"

/** A contact form submission (`POST /store/contact/form`). */
export type ContactFormValues = ContactBody

/** The contact form, checked by the contract's `contactBody` (the server's own check); shows sending, success and errors. */
export function ContactForm({ onSubmit, initialEmail = "" }: { onSubmit: (values: ContactFormValues) => Promise<void>; initialEmail?: string }) {
  const text = useText()
  const empty = { name: "", email: initialEmail, message: "", subject: "", phone: "" }
  const { form, formProps, field, formError, errorSummary, submitting } = useContractForm(contactBody, empty)
  const [sent, setSent] = useState(false)
  const message = field("message")

  return (
    <form
      className="form card"
      aria-label={text("contact.title")}
      {...formProps(async (body) => {
        setSent(false)
        await onSubmit(body)
        setSent(true)
        form.reset(empty)
      })}
    >
      <TextField label={text("contact.name")} {...field("name")} autoComplete="name" required />
      <TextField label={text("contact.email")} type="email" {...field("email")} autoComplete="email" required />
      <TextField label={text("contact.subject")} {...field("subject")} optional />
      <TextField label={text("contact.phone")} type="tel" {...field("phone")} autoComplete="tel" optional />
      <div className="field">
        <label htmlFor="contact-message">{text("contact.message")}</label>
        <textarea
          id="contact-message"
          rows={5}
          value={message.value}
          onChange={(event) => message.onChange(event.target.value)}
          aria-invalid={message.error ? true : undefined}
          aria-describedby={message.error ? "contact-message-error" : undefined}
          required
        />
        {message.error ? (
          <p id="contact-message-error" className="field-error">
            {message.error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button primary" disabled={submitting}>
        {submitting ? text("contact.sending") : text("contact.send")}
      </button>
      <div aria-live="polite" role="status" className="form-status">
        {sent ? <p className="notice success">{text("contact.success")}</p> : null}
      </div>
      <ErrorNotice message={errorSummary} error={formError} />
    </form>
  )
}
