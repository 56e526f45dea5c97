import { useCallback } from "react"
import { useApi } from "../api/api-provider"
import type { ContactFormValues } from "../ui/contact-form"

/** Sends the contact form (`POST /store/contact/form`) through the store API client. */
export function useSendContactForm(): (values: ContactFormValues) => Promise<void> {
  const api = useApi()
  return useCallback(async (values) => void (await api.store.sendContactForm(values)), [api])
}
