import { notWired } from "../../app/not-wired"
import type { ContactFormValues } from "./contact-form"

/** Sends the contact form (`POST /store/contact/form`) through the product API client. */
export function useSendContactForm(): (values: ContactFormValues) => Promise<void> {
  return notWired("contact form")
}
