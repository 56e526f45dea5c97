import fc from "fast-check"
import { clinicBody } from "../support/clinic-fixtures"
import { bearerHeader, bodyText, pathParam, queryText } from "./fuzz-inputs"

/** Who sends a route's fuzzed requests: the caller that gets past authorisation to the input checks. */
export type FuzzCaller = "owner" | "newcomer" | "staff" | "anonymous"

/** The ids the fuzzed requests aim at (clinic A, its lab order, a product, the newcomer). */
export type FuzzTargets = { clinicId: string; labOrderId: string; productId: string; newcomerId: string }

/** One fuzzed request: path (with query), optional raw JSON body text and headers. */
export type FuzzRequest = { path: string; body?: string; headers?: Record<string, string> }

/** A product route and the arbitrary of its fuzzed requests. */
export type FuzzRoute = {
  route: string
  method: "GET" | "POST" | "PUT" | "DELETE"
  caller: FuzzCaller
  requests: (t: FuzzTargets) => fc.Arbitrary<FuzzRequest>
}

const withPath = (build: (p: string) => string) => () => pathParam.map((p) => ({ path: build(p) }))
const withQuery = (path: string, keys: string[]) => () => queryText(keys).map((q) => ({ path: `${path}?${q}` }))
const withBody = (path: string | ((t: FuzzTargets) => string), fields: string[], valid?: () => Record<string, unknown>) => (t: FuzzTargets) =>
  bodyText(fields, valid).map((body) => ({ path: typeof path === "string" ? path : path(t), body }))

const ADDRESS_FIELDS = ["name", "billing_email", "billing_address"]

/** Every product route with an input (body, query or path parameter). */
export const FUZZ_ROUTES: FuzzRoute[] = [
  { route: "POST /store/application", method: "POST", caller: "newcomer", requests: withBody("/store/application", ["first_name", "last_name", "phone", "date_of_birth", "reason"], () => ({ first_name: "A", last_name: "B" })) },
  { route: "POST /store/clinics", method: "POST", caller: "newcomer", requests: withBody("/store/clinics", ["clinic"], () => clinicBody()) },
  { route: "POST /store/clinics (clinic fields)", method: "POST", caller: "newcomer", requests: () => bodyText(["name", "type", ...ADDRESS_FIELDS], () => clinicBody().clinic).map((inner) => ({ path: "/store/clinics", body: `{"clinic":${inner}}` })) },
  { route: "PUT /store/clinics/{id}", method: "PUT", caller: "owner", requests: withBody((t) => `/store/clinics/${t.clinicId}`, [...ADDRESS_FIELDS, "status", "type"]) },
  { route: "GET /store/clinics/{id}", method: "GET", caller: "owner", requests: withPath((p) => `/store/clinics/${p}`) },
  { route: "DELETE /store/clinics/{id}", method: "DELETE", caller: "owner", requests: withPath((p) => `/store/clinics/${p}`) },
  { route: "DELETE /store/clinics/members/{memberId}", method: "DELETE", caller: "owner", requests: withPath((p) => `/store/clinics/members/${p}`) },
  { route: "POST /store/clinics/promote/{memberId}", method: "POST", caller: "owner", requests: withPath((p) => `/store/clinics/promote/${p}`) },
  { route: "POST /store/clinics/demote/{memberId}", method: "POST", caller: "owner", requests: withPath((p) => `/store/clinics/demote/${p}`) },
  { route: "POST /store/clinics/transfer-ownership/{memberId}", method: "POST", caller: "owner", requests: withPath((p) => `/store/clinics/transfer-ownership/${p}`) },
  { route: "POST /store/invites", method: "POST", caller: "owner", requests: withBody("/store/invites/", ["to"]) },
  { route: "PUT /store/invites/{id}", method: "PUT", caller: "owner", requests: () => fc.tuple(pathParam, bodyText(["status"])).map(([p, body]) => ({ path: `/store/invites/${p}`, body })) },
  { route: "DELETE /store/invites/{id}", method: "DELETE", caller: "owner", requests: withPath((p) => `/store/invites/${p}`) },
  { route: "GET /store/invite-links/{id}", method: "GET", caller: "anonymous", requests: withPath((p) => `/store/invite-links/${p}`) },
  { route: "POST /store/files", method: "POST", caller: "owner", requests: withBody("/store/files", ["name", "content"], () => ({ name: "a.png", content: "iVBORw0KGgo=" })) },
  { route: "POST /store/contact/form", method: "POST", caller: "owner", requests: withBody("/store/contact/form", ["name", "email", "message", "subject", "phone"], () => ({ name: "A", email: "a@example.test", message: "m" })) },
  { route: "GET /store/user/products", method: "GET", caller: "owner", requests: withQuery("/store/user/products/", ["region_id", "locale"]) },
  { route: "GET /store/featured-products", method: "GET", caller: "owner", requests: withQuery("/store/featured-products", ["locale", "region_id"]) },
  { route: "POST /admin/translations/{subject}/{id}", method: "POST", caller: "staff", requests: withBody((t) => `/admin/translations/product/${t.productId}`, ["locale", "fields"]) },
  { route: "GET /store/user/can-purchase/{productId}", method: "GET", caller: "owner", requests: withPath((p) => `/store/user/can-purchase/${p}`) },
  { route: "GET /store/orders", method: "GET", caller: "owner", requests: withQuery("/store/orders/", ["id", "display_id"]) },
  { route: "GET /store/orders/list", method: "GET", caller: "owner", requests: withQuery("/store/orders/list", ["offset", "limit"]) },
  { route: "GET /store/orders/{id}", method: "GET", caller: "owner", requests: withPath((p) => `/store/orders/${p}`) },
  { route: "GET /store/orders/cart/{cartId}", method: "GET", caller: "owner", requests: withPath((p) => `/store/orders/cart/${p}`) },
  { route: "GET /store/orders/{id}/results/{labOrderId}", method: "GET", caller: "owner", requests: () => fc.tuple(pathParam, pathParam).map(([a, b]) => ({ path: `/store/orders/${a}/results/${b}` })) },
  { route: "GET /store/orders/{id}/results/{labOrderId}/download", method: "GET", caller: "owner", requests: () => fc.tuple(pathParam, pathParam).map(([a, b]) => ({ path: `/store/orders/${a}/results/${b}/download` })) },
  { route: "GET /store/user/login (Authorization)", method: "GET", caller: "anonymous", requests: () => bearerHeader.map((authorization) => ({ path: "/store/user/login", headers: { authorization } })) },
  { route: "GET /admin/clinics", method: "GET", caller: "staff", requests: withQuery("/admin/clinics", ["status", "q", "offset", "limit"]) },
  { route: "GET /admin/clinics/{id}", method: "GET", caller: "staff", requests: withPath((p) => `/admin/clinics/${p}`) },
  { route: "POST /admin/clinics/{id}", method: "POST", caller: "staff", requests: withBody((t) => `/admin/clinics/${t.clinicId}`, ["status"]) },
  { route: "GET /admin/applications", method: "GET", caller: "staff", requests: withQuery("/admin/applications", ["status", "offset", "limit"]) },
  { route: "POST /admin/applications/{customerId}", method: "POST", caller: "staff", requests: withBody((t) => `/admin/applications/${t.newcomerId}`, ["status"]) },
  { route: "POST /admin/applications/{customerId} (path)", method: "POST", caller: "staff", requests: () => pathParam.map((p) => ({ path: `/admin/applications/${p}`, body: '{"status":"approved"}' })) },
  { route: "GET /admin/contact-submissions", method: "GET", caller: "staff", requests: withQuery("/admin/contact-submissions", ["offset", "limit"]) },
  { route: "GET /admin/product-access/{productId}", method: "GET", caller: "staff", requests: withPath((p) => `/admin/product-access/${p}`) },
  { route: "POST /admin/product-access/{productId}", method: "POST", caller: "staff", requests: withBody((t) => `/admin/product-access/${t.productId}`, ["audiences"]) },
  { route: "GET /admin/lab-orders", method: "GET", caller: "staff", requests: withQuery("/admin/lab-orders", ["status", "order_id", "q", "offset", "limit"]) },
  { route: "POST /admin/lab-orders/{id}", method: "POST", caller: "staff", requests: withBody((t) => `/admin/lab-orders/${t.labOrderId}`, ["status"]) },
  { route: "POST /admin/lab-orders/{id}/result", method: "POST", caller: "staff", requests: withBody((t) => `/admin/lab-orders/${t.labOrderId}/result`, ["name", "content"]) },
  { route: "POST /idp/sign-up", method: "POST", caller: "anonymous", requests: withBody("/idp/sign-up", ["email", "password", "first_name", "last_name"]) },
  { route: "POST /idp/sign-in", method: "POST", caller: "anonymous", requests: withBody("/idp/sign-in", ["email", "password"]) },
  { route: "POST /idp/second-factor", method: "POST", caller: "anonymous", requests: withBody("/idp/second-factor", ["code"]) },
  { route: "POST /idp/tokens", method: "POST", caller: "anonymous", requests: withBody("/idp/tokens", ["template"]) },
  { route: "GET /idp/dev/sms-outbox", method: "GET", caller: "anonymous", requests: withQuery("/idp/dev/sms-outbox", ["to"]) },
  { route: "POST /idp/verify-email", method: "POST", caller: "anonymous", requests: withBody("/idp/verify-email", ["code"]) },
  { route: "POST /idp/password-reset", method: "POST", caller: "anonymous", requests: withBody("/idp/password-reset", ["email"]) },
  { route: "POST /idp/password-reset/confirm", method: "POST", caller: "anonymous", requests: withBody("/idp/password-reset/confirm", ["token", "password"]) },
  { route: "POST /idp/password", method: "POST", caller: "anonymous", requests: withBody("/idp/password", ["current_password", "password"]) },
  { route: "GET /dev/mail-outbox", method: "GET", caller: "anonymous", requests: withQuery("/dev/mail-outbox", ["to"]) },
]
