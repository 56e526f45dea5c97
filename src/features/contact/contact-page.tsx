import { useText } from "../../i18n/text"
import { useSession } from "../../session/session-context"
import { ContactForm } from "../../ui/contact-form"
import { useSendContactForm } from "../../queries/use-send-contact-form"

/** `/contact`: the contact form on its own page. */
export function ContactPage() {
  const text = useText()
  const session = useSession()
  const send = useSendContactForm()
  return (
    <section className="page narrow">
      <h1>{text("contact.title")}</h1>
      <p className="lead">{text("contact.intro")}</p>
      <ContactForm onSubmit={send} initialEmail={session.customer?.email ?? ""} />
    </section>
  )
}
