import type { ContactBody } from "@clinic-store/contract"
import type { Customer } from "../../machines/domain.types"
import type { IndividualApplication } from "../../machines/application.machine"
import type { StoreRequest } from "./store-request"

/** The signed-in customer's account (`/store/user/*`), her application, her uploads and the contact form. */
export function createAccountApi(request: StoreRequest) {
  return {
    /** `GET /user/login` with the identity provider's token as bearer: starts the backend session. */
    login: (token: string) => request<{ customer: Customer }>("GET", "/user/login", { headers: { Authorization: `Bearer ${token}` } }),
    logout: () => request<unknown>("GET", "/user/logout"),
    me: async () => (await request<{ customer: Customer }>("GET", "/user/me")).customer,
    deleteAccount: () => request<{ id: string; deleted: true }>("DELETE", "/user/delete/"),
    /** Remembers the language the signed-in customer uses the store in (their mails are written in it). */
    rememberLocale: (locale: string) => request<{ locale: string }>("POST", "/user/locale", { body: { locale } }),
    apply: (application: IndividualApplication) => request<{ application_status: "awaiting" }>("POST", "/application", { body: application }),
    uploadFile: (file: { name: string; content: string }) =>
      request<{ file: { id: string; name: string; size: number; mime_type: string; created_at: string } }>("POST", "/files", { body: file }),
    sendContactForm: (form: ContactBody) => request<{ id: string }>("POST", "/contact/form", { body: form }),
  }
}
