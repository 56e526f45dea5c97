import { useUiText } from "../../i18n/ui-text"
import { useStoreSession } from "../../app/store-session"
import { ContactForm } from "./contact-form"
import { useSendContactForm } from "./use-send-contact-form"

/** `/contact`: the contact form on its own page. */
export function ContactPage() {
  const text = useUiText()
  const session = useStoreSession()
  const send = useSendContactForm()
  return (
    <section className="page narrow">
      <h1>{text.contact.title}</h1>
      <p className="lead">{text.contact.intro}</p>
      <ContactForm onSubmit={send} initialEmail={session.customer?.email ?? ""} />
    </section>
  )
}
