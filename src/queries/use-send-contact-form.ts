import { useCallback } from "react"
import { useApi } from "../api/api-provider"
import type { ContactFormValues } from "../ui/contact-form"

/** Sends the contact form (`POST /store/contact/form`) through the product API client. */
export function useSendContactForm(): (values: ContactFormValues) => Promise<void> {
  const api = useApi()
  return useCallback(async (values) => void (await api.product.sendContactForm(values)), [api])
}
