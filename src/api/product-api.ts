import type {
  ClinicMember,
  ClinicWithMemberSpending,
  ContactBody,
  FeaturedProductList,
  InviteLinkSummary,
  LabResultInboxPage,
  LabSampleBody,
  OrderPage,
  ReorderAnswer,
} from "@clinic-store/contract"
import type { Clinic, Customer } from "../../machines/domain.types"
import type { ClinicRegistration, IndividualApplication } from "../../machines/application.machine"
import type { Invite } from "../../machines/invite.machine"
import { createApprovalsApi } from "./approvals-api"
import { createReturnsApi } from "./returns-api"
import { errorFromResponse, normaliseError } from "./errors"
import { fetchWithRetry } from "./http-retry"
import { stringifyQuery } from "./stringify-query"
import { publishableKeyHeaders } from "./publishable-key"
import { env } from "../lib/env"

/** Options of one request. */
interface RequestOptions {
  body?: unknown
  query?: Record<string, unknown>
  headers?: Record<string, string>
}

/** Default page of the orders list: the first 10 orders. */
export const ORDERS_PAGE = { offset: 0, limit: 10 } as const

/** English is the product routes' default language: left out, so an English page asks the same URL as index.html's early request. */
function nonDefaultLocale(locale: string | undefined): string | undefined {
  return locale && locale !== "en" ? locale : undefined
}

/**
 * The product API client (the store's own routes): `{host}/store` routes, JSON in and out, cookies on every
 * call except add-item, the publishable key header on every call when a key is set, the retry helper, errors
 * normalised into {@link ApiError}.
 */
export function createProductApi(host: string, fetchImpl?: typeof fetch, publishableKey: string | undefined = env.VITE_MEDUSA_PUBLISHABLE_KEY) {
  const base = `${host.replace(/\/$/, "")}/store`

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const query = options.query ? stringifyQuery(options.query) : ""
    const url = `${base}${path}${query ? `?${query}` : ""}`
    const headers: Record<string, string> = { Accept: "application/json", ...publishableKeyHeaders(publishableKey), ...options.headers }
    if (options.body !== undefined) headers["Content-Type"] = "application/json"
    let response: Response
    try {
      response = await fetchWithRetry(
        url,
        {
          method,
          headers,
          credentials: "include",
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        },
        fetchImpl
      )
    } catch (error) {
      throw normaliseError(error)
    }
    const text = await response.text()
    let data: unknown = undefined
    try {
      data = text ? JSON.parse(text) : undefined
    } catch {
      data = text
    }
    if (response.status < 200 || response.status > 299) throw errorFromResponse(response.status, data, response.headers)
    return data as T
  }

  return {
    ...createApprovalsApi(request),
    ...createReturnsApi(request),
    /** `GET /user/login` with the identity provider's token as bearer: starts the backend session. */
    login: (token: string) => request<{ customer: Customer }>("GET", "/user/login", { headers: { Authorization: `Bearer ${token}` } }),
    logout: () => request<unknown>("GET", "/user/logout"),
    me: async () => (await request<{ customer: Customer }>("GET", "/user/me")).customer,
    deleteAccount: () => request<{ id: string; deleted: true }>("DELETE", "/user/delete/"),
    /** The products the customer may buy, their texts in `locale` (English is the server's default, so it is not sent). */
    approvedProducts: async (regionId?: string, locale?: string) =>
      (await request<{ products: Array<Record<string, unknown>> }>("GET", "/user/products/", { query: { region_id: regionId, locale: nonDefaultLocale(locale) } })).products,
    /**
     * The ids of the customer's products matching the search words `q` (titles, categories, collections, descriptions
     * in every language, typos tolerated: `GET /user/products/?q=`), in the list's order.
     */
    searchProductIds: async (q: string, regionId?: string, locale?: string) =>
      (await request<{ products: Array<{ id: string }> }>("GET", "/user/products/", { query: { q, region_id: regionId, locale: nonDefaultLocale(locale) } })).products.map((p) => p.id),
    /** The same list with the region and currency it is priced in (without `regionId`: the customer's own region). */
    approvedProductList: (regionId?: string, locale?: string) =>
      request<{ products: Array<Record<string, unknown>>; region_id: string | null; currency_code?: string | null }>("GET", "/user/products/", {
        query: { region_id: regionId, locale: nonDefaultLocale(locale) },
      }),
    /** The home page's public teaser: a few products with "from" list prices, in `locale` (`GET /store/featured-products`). */
    featuredProducts: (locale: string, regionId?: string) => request<FeaturedProductList>("GET", "/featured-products", { query: { locale, region_id: regionId } }),
    /** The shipping options' names staff translated into `locale`: `{ [optionId]: name }`. */
    shippingOptionNames: async (locale: string) => (await request<{ names: Record<string, string> }>("GET", "/shipping-option-names", { query: { locale } })).names,
    /** A product of the public catalogue by handle (Medusa's `GET /store/products?handle=`); null when none. */
    catalogProduct: async (handle: string, regionId?: string) =>
      (await request<{ products: Array<Record<string, unknown>> }>("GET", "/products", { query: { handle, region_id: regionId } })).products[0] ?? null,
    canPurchase: (productId: string) =>
      request<{ product_id: string; can_purchase: boolean }>("GET", `/user/can-purchase/${encodeURIComponent(productId)}`),
    apply: (application: IndividualApplication) => request<{ application_status: "awaiting" }>("POST", "/application", { body: application }),
    createClinic: async (clinic: ClinicRegistration) => (await request<{ clinic: Clinic }>("POST", "/clinics", { body: { clinic } })).clinic,
    getClinic: async (id: string) => (await request<{ clinic: ClinicWithMemberSpending }>("GET", `/clinics/${encodeURIComponent(id)}`)).clinic,
    updateClinic: async (id: string, changes: Partial<Pick<Clinic, "name" | "billing_email" | "billing_address" | "vat_number">>) =>
      (await request<{ clinic: Clinic }>("PUT", `/clinics/${encodeURIComponent(id)}`, { body: changes })).clinic,
    deleteClinic: (id: string) => request<{ id: string; deleted: true }>("DELETE", `/clinics/${encodeURIComponent(id)}`),
    removeMember: (memberId: string) => request<{ id: string; deleted: true }>("DELETE", `/clinics/members/${encodeURIComponent(memberId)}`),
    promoteMember: (memberId: string) => request<{ member: ClinicMember }>("POST", `/clinics/promote/${encodeURIComponent(memberId)}`, { body: {} }),
    demoteMember: (memberId: string) => request<{ member: ClinicMember }>("POST", `/clinics/demote/${encodeURIComponent(memberId)}`, { body: {} }),
    transferOwnership: (memberId: string) =>
      request<{ clinic: Clinic }>("POST", `/clinics/transfer-ownership/${encodeURIComponent(memberId)}`, { body: {} }),
    /** What an invite's mailed link names (clinic, inviter's first name, still open), for anyone holding the link. */
    inviteLink: async (id: string) => (await request<{ invite: InviteLinkSummary }>("GET", `/invite-links/${encodeURIComponent(id)}`)).invite,
    sendInvite: async (to: string) => (await request<{ invite: Invite }>("POST", "/invites/", { body: { to } })).invite,
    listInvites: async () => (await request<{ invites: Invite[] }>("GET", "/invites")).invites,
    answerInvite: async (id: string, status: "approved" | "rejected") =>
      (await request<{ invite: Invite }>("PUT", `/invites/${encodeURIComponent(id)}`, { body: { status } })).invite,
    revokeInvite: (id: string) => request<{ id: string; deleted: true }>("DELETE", `/invites/${encodeURIComponent(id)}`),
    uploadFile: (file: { name: string; content: string }) =>
      request<{ file: { id: string; name: string; size: number; mime_type: string; created_at: string } }>("POST", "/files", { body: file }),
    /** `GET /orders/` by order id or display id. */
    findOrder: async <TOrder = Record<string, unknown>>(lookup: { id?: string; display_id?: string | number }) =>
      (await request<{ order: TOrder }>("GET", "/orders/", { query: lookup })).order,
    listOrders: <TOrder = Record<string, unknown>>(page: { offset?: number; limit?: number } = {}) =>
      request<OrderPage<TOrder>>("GET", "/orders/list", {
        query: { offset: page.offset ?? ORDERS_PAGE.offset, limit: page.limit ?? ORDERS_PAGE.limit },
      }),
    orderResult: <TResult = Record<string, unknown>>(orderId: string, labOrderId: string) =>
      request<TResult>("GET", `/orders/${encodeURIComponent(orderId)}/results/${encodeURIComponent(labOrderId)}`),
    /** Records the clinic's details of a lab order's sample (patient reference, day taken, consent). */
    recordLabSample: (labOrderId: string, body: LabSampleBody) =>
      request<{ lab_order: Record<string, unknown> }>("POST", `/lab-orders/${encodeURIComponent(labOrderId)}/sample`, { body }),
    /** The lab result's file (`…/results/{labOrderId}/download`) as base64, for viewing and saving in the page. */
    orderResultContent: async (orderId: string, labOrderId: string): Promise<string> => {
      const url = `${base}/orders/${encodeURIComponent(orderId)}/results/${encodeURIComponent(labOrderId)}/download`
      let response: Response
      try {
        response = await (fetchImpl ?? fetch)(url, { credentials: "include" })
      } catch (error) {
        throw normaliseError(error)
      }
      if (!response.ok) throw errorFromResponse(response.status, await response.text(), response.headers)
      const bytes = new Uint8Array(await response.arrayBuffer())
      let binary = ""
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return btoa(binary)
    },
    /** Remembers the language the signed-in customer uses the store in (their mails are written in it). */
    rememberLocale: (locale: string) => request<{ locale: string }>("POST", "/user/locale", { body: { locale } }),
    /** A page of the clinic's results inbox, newest first (`GET /store/lab-results`). */
    labResults: (page: { offset: number; limit: number }) => request<LabResultInboxPage>("GET", `/lab-results?offset=${page.offset}&limit=${page.limit}`),
    /** Marks a result of the inbox read by the caller. */
    markLabResultRead: (resultId: string) => request<{ id: string; read: true }>("POST", `/lab-results/${encodeURIComponent(resultId)}/read`, { body: {} }),
    /** The address of the statement of a clinic's open invoices (PDF, a download; owners and admins). */
    clinicStatementUrl: (clinicId: string) => `${base}/clinics/${encodeURIComponent(clinicId)}/statement`,
    /** The address of an order's invoice (PDF, a download). */
    invoiceUrl: (orderId: string) => `${base}/orders/${encodeURIComponent(orderId)}/invoice`,
    /** Puts an order's lines into the customer's open cart again; says which were left out. */
    reorder: (orderId: string, cartId: string) => request<ReorderAnswer>("POST", `/orders/${encodeURIComponent(orderId)}/reorder`, { body: { cart_id: cartId } }),
    cartReference: (cartId: string) => request<{ reference: string | null }>("GET", `/carts/${encodeURIComponent(cartId)}/reference`),
    setCartReference: (cartId: string, reference: string | null) =>
      request<{ reference: string | null }>("POST", `/carts/${encodeURIComponent(cartId)}/reference`, { body: { reference } }),
    /** The customer's own open cart on the server (404 when none). */
    openCart: () => request<{ cart: { id: string } }>("GET", "/user/cart"),
    sendContactForm: (form: ContactBody) =>
      request<{ id: string }>("POST", "/contact/form", { body: form }),
  }
}

